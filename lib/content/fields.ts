/**
 * Field schemas shared by every content type. Blocks compose these so that a link, a piece of
 * rich text or an image means the same thing (and is validated the same way) everywhere.
 */
import { z } from 'zod';
import { markMarkdownField, markUrlField } from './url-fields';

/** Some visible text: a value of only spaces renders an empty heading or label. */
const NOT_BLANK = /\S/;
const BLANK_MESSAGE = 'Must contain text, not only spaces';

/** Plain text shown to visitors. */
export const Text = z.string().min(1).regex(NOT_BLANK, BLANK_MESSAGE);

/**
 * Markdown rendered with react-markdown. Links inside it are checked like any other link.
 */
export const Markdown = markMarkdownField(
  z.string().min(1).regex(NOT_BLANK, BLANK_MESSAGE).meta({
    description: 'Markdown: **bold**, _italic_, [links](/route), lists. Links may use {token} site URLs.',
  }),
);

/**
 * A link target: a route of this brand ("/personal/", "/about#team"), a {token} site URL
 * ("{onlineBankingUrl}/login"), an absolute URL, or a mailto:/tel: link. Routes are checked
 * against the brand's pages at build time.
 */
export const Href = markUrlField(
  z.string().min(1).meta({ description: 'A route of this brand (/personal/), {token} site URL, absolute URL, mailto: or tel:.' }),
  'link',
);

/** Where an image is: a file under public/ (or a photo under /images/, see lib/images) or an https URL. */
export const ImageSrc = markUrlField(z.string().min(1).meta({ description: 'Path under public/, e.g. /images/hero-savings.svg' }), 'image');

const VARIANTS = ['primary', 'secondary', 'tertiary', 'quaternary'] as const;
export const Variant = z.enum(VARIANTS).meta({ description: 'Colour variant of the block.' });

/** An image with the alternative text a screen reader reads; decorative images say so explicitly. */
export const Image = z
  .strictObject({
    src: ImageSrc,
    alt: z.string().meta({ description: 'What the image shows, for a visitor who cannot see it. Needed unless you tick Decorative (then leave it empty).' }),
    decorative: z.boolean().optional().meta({ description: 'True when the image only decorates (adds nothing a reader needs); alt is then left empty.' }),
  })
  .refine((image) => image.alt.trim() !== '' || image.decorative === true, {
    path: ['alt'],
    message: 'Alt text is required; mark the image "decorative": true if it adds nothing for a reader',
  })
  .meta({
    description:
      'An image: an SVG under public/ served as it is, or a photo (jpg, png, webp) whose original is in content/images/, written as /images/<file> and exported as a webp at the size the block shows it.',
  });

/** The fields of a call-to-action item (spec 01 §3) that lead somewhere. */
const callToActionFields = {
  id: z.string().min(1),
  type: z
    .enum(['Button', 'link'])
    .default('Button')
    .meta({ description: 'Button: a button-styled link (the default); link: a text link.' }),
  displayText: Text.meta({ description: 'The text of the button or link.' }),
  targetUrl: Href,
  variant: Variant.optional().meta({ description: 'Button colours: primary is filled, the others are outlined.' }),
  newTab: z.boolean().optional().meta({ description: 'Open in a new tab (external links always do).' }),
  icon: Image.optional().meta({ description: 'A small image before the text. An icon usually only decorates: then tick Decorative and leave its alt text empty.' }),
};

/** A call-to-action item that is a link: the kind a marketing interstitial's own row holds. */
export const CallToActionLink = z.strictObject(callToActionFields);

/** A bullet of a marketing interstitial: its copy with an 18x18 icon, or a marker in a colour variant. */
export const InterstitialBullet = z.strictObject({
  copy: Text.meta({ description: 'The text of the bullet.' }),
  icon: z
    .strictObject({
      src: ImageSrc.meta({ description: 'Path under public/; shown at 18x18 px.' }),
      altText: z.string().meta({ description: 'What the icon means, for a visitor who cannot see it. Needed unless you tick Decorative (then leave it empty).' }),
      decorative: z.boolean().optional().meta({ description: 'True when the icon only decorates; altText is then left empty.' }),
    })
    .refine((icon) => icon.altText.trim() !== '' || icon.decorative === true, {
      path: ['altText'],
      message: 'Alt text is required; mark the icon "decorative": true if it adds nothing for a reader',
    })
    .optional().meta({ description: 'An icon shown at 18x18 before the copy; without one the bullet is a marker in the colour of variant.' }),
  variant: Variant.optional().meta({ description: 'Colour of the bullet marker when there is no icon.' }),
});

/** Spec 01 §3 Interstitial content: the marketing modal a call-to-action item can open. */
export const Interstitial = z
  .strictObject({
    id: z.string().min(1),
    image: Image.optional().meta({ description: 'The image at the top of the modal.' }),
    headline: Text,
    bodyCopy: Markdown.optional(),
    variant: Variant.optional().meta({ description: 'Colour variant of the modal; tertiary (white) by default.' }),
    bullets: z.array(InterstitialBullet).optional().meta({ description: 'A list of points under the body copy.' }),
    callToActionRow: z.array(CallToActionLink).optional().meta({ description: 'The buttons of the modal (links: they cannot open another interstitial).' }),
  })
  .meta({ title: 'Marketing interstitial', description: 'A modal with an image, headline, body copy, bullets and buttons.' });

/**
 * Spec 01 §3 Call-to-action item. With an interstitial it is a button that opens that marketing
 * modal, and needs no targetUrl (the modal's own row leads on); without one, targetUrl is required.
 */
export const CallToAction = z
  .strictObject({
    ...callToActionFields,
    targetUrl: Href.optional().meta({ description: 'Where it leads. Leave it empty only when the item opens an interstitial (a notice before leaving the site).' }),
    interstitial: Interstitial.optional(),
  })
  .refine((item) => item.targetUrl !== undefined || item.interstitial !== undefined, {
    path: ['targetUrl'],
    message: 'Required (unless the item opens an interstitial)',
  });

export const CallToActionRow = z.array(CallToAction).meta({ description: 'A row of buttons and links (call-to-action items), in order.' });

export type CallToActionItem = z.infer<typeof CallToAction>;
export type InterstitialContent = z.infer<typeof Interstitial>;
export type ImageValue = z.infer<typeof Image>;
export type VariantName = z.infer<typeof Variant>;

/** CRM attribution a lead carries: a brand's defaults in site.json, replaced per form by a leadForm block's crm. */
export const CrmAttribution = z.strictObject({
  brand: z.string().optional().meta({ description: 'The brand the CRM files the lead under.' }),
  branch: z.string().optional().meta({ description: 'The branch (business line) the lead goes to.' }),
  subBranch: z.string().optional().meta({ description: 'The sub-branch within the branch.' }),
  leadSourceDetail: z.string().optional().meta({ description: 'Where the lead came from, in detail (e.g. the campaign or page).' }),
  otherLeadSource: z.string().optional().meta({ description: 'A further lead source the CRM records.' }),
});
