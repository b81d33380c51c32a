/**
 * The footer's content model (spec 01 §2.9): the "footer" key of each content/<CODE>/site.json and
 * the shared content/shared/footer.json (social profiles and the bank's app). lib/content/schema.ts
 * composes these; footerProblems() adds the checks that span files (a group key that link-groups.json
 * lacks, an unknown social set, a legal page the brand does not have).
 */
import { z } from 'zod';
import { Href, Image, Text } from '@/lib/content/fields';
import { labelInNameProblem } from '@/lib/content/label-in-name';

const FooterLink = z
  .strictObject({
    url: Href,
    text: Text.meta({ description: 'The link text.' }),
    ariaLabel: Text.optional().meta({
      description: 'Accessible name when the visible text is not enough; it must contain the visible text (WCAG 2.5.3), e.g. "Contact Us at Axos Clearing".',
    }),
  })
  .superRefine((link, ctx) => {
    if (link.ariaLabel === undefined) return;
    const problem = labelInNameProblem(link.ariaLabel, link.text);
    if (problem) ctx.addIssue({ code: 'custom', path: ['ariaLabel'], message: problem });
  });

const common = {
  copyrightHolder: Text.meta({ description: 'Who holds the copyright: "© <year> <holder>. All rights reserved."' }),
  social: z
    .string()
    .min(1)
    .meta({ description: 'Which social profiles to show: a key of "social" in content/shared/footer.json.' }),
  disclosure: Text.optional().meta({ description: 'Regulatory fine print under the links.' }),
};

/** Spec 01 §2.9 logo footer: the regular variant and the marine-finance variant. */
const LogoFooter = z.strictObject({
  type: z.literal('logo'),
  variant: z
    .enum(['regular', 'marine'])
    .default('regular')
    .meta({
      description:
        'regular: current year and links to /terms-of-service/ and /privacy-policy/ (?language=en); marine: a fixed 2025 copyright and no legal links.',
    }),
  logo: z
    .enum(['full', 'text'])
    .default('full')
    .meta({ description: 'full: the brand logo image from "logo"; text: the brand name as a wordmark.' }),
  links: z.array(FooterLink).meta({ description: 'The links of the footer, in order.' }),
  ...common,
});

const FooterSection = z.strictObject({
  title: Text.meta({ description: 'The column heading, e.g. Personal; on small screens the expandable group.' }),
  groups: z
    .array(z.string().min(1))
    .min(1)
    .meta({ description: 'Keys of content/shared/link-groups.json; with several, each shows under its own title.' }),
});

/** Spec 01 §2.9 site-map footer. */
const SiteMapFooter = z.strictObject({
  type: z.literal('siteMap'),
  sections: z.array(FooterSection).min(1).meta({ description: 'The columns of link groups, in order.' }),
  legalGroup: z
    .string()
    .min(1)
    .optional()
    .meta({ description: 'Key of the link group shown as the legal row at the bottom, e.g. legal.' }),
  depositInsurance: z
    .strictObject({ logo: Image, text: Text.meta({ description: 'The statement beside the logo, e.g. "FDIC-Insured - Backed by the full faith and credit of the U.S. Government".' }) })
    .optional()
    .meta({ description: 'The callout at the top of the footer: a deposit-insurance logo and its statement.' }),
  appPromo: z
    .boolean()
    .default(false)
    .meta({ description: 'Adds the QR code, "All your finances. In one place." and the app-store badges ("app" in content/shared/footer.json).' }),
  ...common,
});

export const FooterConfig = z.discriminatedUnion('type', [LogoFooter, SiteMapFooter]).meta({
  description: 'logo: the logo footer (regular or marine variant); siteMap: the bank site-map footer.',
});

const SOCIAL_NETWORKS = ['facebook', 'instagram', 'x', 'youtube', 'linkedin', 'pinterest'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

const SocialSet = z.strictObject({
  owner: Text.meta({ description: 'Whose profiles these are; links are named "<owner> on <network>".' }),
  profiles: z
    .array(z.strictObject({ network: z.enum(SOCIAL_NETWORKS).meta({ description: 'Which network: its icon, and the link name "<owner> on <network>".' }), url: Href }))
    .min(1)
    .meta({ description: 'The profiles, in the order the footer shows their icons.' }),
});

/** content/shared/footer.json */
export const SharedFooter = z
  .strictObject({
    $schema: z.string().optional().meta({ description: 'Path of the JSON Schema this file follows.' }),
    social: z.record(z.string().regex(/^[a-z][A-Za-z0-9]*$/), SocialSet).meta({
      description: 'Named sets of social profiles; a site.json footer picks one with "social".',
    }),
    app: z
      .strictObject({
        name: Text.meta({ description: 'The app name, used in the QR code description.' }),
        url: z
          .string()
          .regex(/^(\{[A-Za-z][A-Za-z0-9]*\}|https:\/\/)/, 'The QR code needs an absolute URL: a {token} site URL or https://…')
          .meta({ description: 'Where the QR code leads (encoded at build time): a {token} site URL or https:// URL.' }),
        appStore: z.strictObject({ url: Href }).meta({ description: "The app's App Store page." }),
        googlePlay: z.strictObject({ url: Href }).meta({ description: "The app's Google Play page." }),
      })
      .meta({ description: 'The mobile app shown by the footers that promote it (App promo ticked in a brand\'s footer).' }),
  })
  .meta({ title: 'Shared footer content' });

export type FooterConfigData = z.infer<typeof FooterConfig>;
export type LogoFooterData = z.infer<typeof LogoFooter>;
export type SiteMapFooterData = z.infer<typeof SiteMapFooter>;
export type SharedFooterData = z.infer<typeof SharedFooter>;
export type SocialSetData = z.infer<typeof SocialSet>;

/** The legal links of the regular logo footer (spec 01 §2.9): routes of the brand, always in English. */
export const REGULAR_LEGAL_LINKS = [
  { url: '/terms-of-service/?language=en', text: 'Terms of Service' },
  { url: '/privacy-policy/?language=en', text: 'Privacy Policy' },
] as const;

export interface FooterProblem {
  /** JSON path inside site.json, e.g. "footer.sections[0].groups[1]". */
  path: string;
  message: string;
}

/**
 * Problems the schemas cannot see because they span files: references to link groups and social
 * sets that do not exist, and the pages the regular logo footer links to in code.
 */
export function footerProblems(
  footer: FooterConfigData,
  context: { groupKeys: readonly string[]; socialKeys: readonly string[]; routes: ReadonlySet<string>; code: string },
): FooterProblem[] {
  const problems: FooterProblem[] = [];
  const unknownGroup = (key: string, at: string) => {
    if (!context.groupKeys.includes(key)) {
      problems.push({
        path: at,
        message: `Unknown link group "${key}"; groups in content/shared/link-groups.json: ${context.groupKeys.join(', ')}`,
      });
    }
  };
  if (!context.socialKeys.includes(footer.social)) {
    problems.push({
      path: 'footer.social',
      message: `Unknown social set "${footer.social}"; sets in content/shared/footer.json: ${context.socialKeys.join(', ')}`,
    });
  }
  if (footer.type === 'siteMap') {
    footer.sections.forEach((section, s) =>
      section.groups.forEach((key, g) => unknownGroup(key, `footer.sections[${s}].groups[${g}]`)),
    );
    if (footer.legalGroup !== undefined) unknownGroup(footer.legalGroup, 'footer.legalGroup');
  } else if (footer.variant === 'regular') {
    for (const link of REGULAR_LEGAL_LINKS) {
      const route = link.url.split('?')[0] ?? link.url;
      if (!context.routes.has(route)) {
        problems.push({
          path: 'footer.variant',
          message: `The regular footer links to ${route} but ${context.code} has no page there`,
        });
      }
    }
  }
  return problems;
}
