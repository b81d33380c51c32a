/**
 * One valid example of each block of this set, as a marketer writes it in a page's JSON. The
 * schema tests check each is valid and that dropping a required field is named; docs/blocks.md
 * shows the same shapes.
 */
export const EXAMPLES = {
  alertBanner: {
    type: 'alertBanner',
    id: 'outage',
    alertType: 'Emergency',
    message: 'Online banking is **unavailable** Sunday 2:00-4:00 a.m. PT for maintenance.',
    callToAction: { targetUrl: '/', displayText: 'See service status' },
  },
  awardsList: {
    type: 'awardsList',
    id: 'awards',
    headline: 'Awards and ratings',
    items: [
      { id: 'checking', starRating: '5.0 Stars', awardsName: 'Best Online Checking Account', awardsSource: 'National Consumer Banking Review, 2026' },
      { id: 'workplace', awardsName: 'Best Workplace in Financial Services', awardsSource: 'San Diego Employer Awards, 2024' },
    ],
  },
  quotes: { type: 'quotes', id: 'client-quote', quote: 'Switching our treasury to Axos took one afternoon.', author: 'Dana R., CFO' },
  table: {
    type: 'table',
    id: 'savings-rates',
    tableType: 'Rate',
    tableTitle: 'High Yield Savings rates',
    tableBody: {
      headers: ['Balance', 'APY'],
      rows: [
        ['$0 - $24,999', '4.46%'],
        ['$25,000 and above', '4.66%'],
      ],
    },
    tableFooter: 'APY is accurate as of 11/01/2026.',
  },
  contentBanner: { type: 'contentBanner', id: 'about-banner', eyebrow: 'About us', headline: 'Banking built for the digital age', bannerSize: 'Large' },
  setContainer: {
    type: 'setContainer',
    id: 'values',
    numberOfColumns: '3 columns',
    headline: 'What we stand for',
    isolate: true,
    items: [
      { id: 'service', headline: 'Service', bodyCopy: 'Real people, any day of the week.' },
      { id: 'value', headline: 'Value', bodyCopy: 'Fewer fees, better rates.' },
    ],
  },
  downloadTiles: {
    type: 'downloadTiles',
    id: 'docs',
    titleText: 'Documents',
    downloadTiles: [{ id: 'fees', url: '/documents/schedule-of-fees.pdf', displayName: 'Schedule of fees (PDF)' }],
  },
  executiveBio: {
    type: 'executiveBio',
    id: 'ceo',
    executiveName: 'Daniel R. Whitfield',
    executiveTitle: 'President and Chief Executive Officer',
    executiveEmailAddress: 'investors@axosbank.com',
    executivePhoneNumber: '(858) 350-6200',
  },
  executiveBioSet: {
    type: 'executiveBioSet',
    id: 'leaders',
    title: 'Leadership',
    executiveBios: [{ id: 'cfo', executiveName: 'Priya Raman', executiveTitle: 'Chief Financial Officer' }],
  },
  iconBillboard: {
    type: 'iconBillboard',
    id: 'security',
    headline: 'Your money is protected',
    icon: { src: '/images/icons/shield.svg', alt: '', decorative: true },
    bullets: [{ id: 'fdic', copy: 'FDIC insured up to the legal limit' }],
  },
  imageBillboard: {
    type: 'imageBillboard',
    id: 'mobile',
    headline: 'Bank on your terms',
    imagePlacement: 'left',
    bordered: true,
    fallbackText: ['Bank', 'on your', 'terms'],
  },
  imageLink: {
    type: 'imageLink',
    id: 'history-link',
    title: 'Read our history',
    targetUrl: '/',
    image: { src: '/images/hero-savings.svg', alt: '', decorative: true },
  },
  privacyConsent: {
    type: 'privacyConsent',
    id: 'privacy-notice',
    message: 'We use cookies to keep this site secure and to understand how it is used.',
    policyLink: { displayText: 'Read our privacy policy', targetUrl: '/' },
  },
} as const;

/** For each block, a required field whose absence must be reported by name. */
export const REQUIRED_FIELD = {
  alertBanner: 'message',
  awardsList: 'items',
  quotes: 'quote',
  table: 'tableTitle',
  contentBanner: 'headline',
  setContainer: 'items',
  downloadTiles: 'downloadTiles',
  executiveBio: 'executiveName',
  executiveBioSet: 'executiveBios',
  iconBillboard: 'headline',
  imageBillboard: 'headline',
  imageLink: 'targetUrl',
  privacyConsent: 'policyLink',
} as const satisfies Record<keyof typeof EXAMPLES, string>;
