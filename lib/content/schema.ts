/**
 * The content model. Everything marketers write is validated against these zod schemas; the
 * TypeScript types are inferred from them and the JSON Schema files in content/schema/ are
 * generated from them (npm run schema), so the editor, the build and the code agree.
 */
import { z } from 'zod';
import { anchorNavProblems } from './model/blocks/anchor-nav';
import { Block } from './model/blocks';
import { CalculatorFrameEntry, CalculatorFrames } from './model/calculator-frames';
import { FooterConfig, SharedFooter } from './model/footer';
import { Header, Login, Logins } from './model/header';
import { BRAND_CODES } from '@/lib/brands';
import { ArticleMeta } from '@/lib/insights/schema';
import { EndpointUrl, ForwardUrl, SalesforceHandlerConfig } from '@/forms/submit/config';
import { MONOGRAM_PATTERN } from '@/lib/icons/monogram';
import { CrmAttribution, Href, ImageSrc, Text } from './fields';
import { markUrlField } from './url-fields';

// URL fields declared outside lib/content, marked here so the one URL validator checks them
// (lib/content/url-fields.ts finds every marked field in a file by its schema):
// lead-form endpoints, calculator frame addresses, the address the app QR code encodes, the
// page Salesforce returns a visitor to and the login sites of the Sign In menu.
markUrlField(EndpointUrl, 'endpoint');
markUrlField(ForwardUrl, 'forward');
markUrlField(SalesforceHandlerConfig.shape.retURL, 'link');
markUrlField(CalculatorFrameEntry.shape.url, 'frame');
markUrlField(SharedFooter.shape.app.shape.url, 'absoluteLink');
markUrlField(Login.shape.url, 'login');

const SchemaPointer = z.string().optional().meta({ description: 'Path of the JSON Schema this file follows.' });

export const THEMES = ['bank', 'advisor', 'lender'] as const;

export const Site = z
  .strictObject({
    $schema: SchemaPointer,
    code: z.enum(BRAND_CODES).meta({ description: 'The brand code, the same as the folder (content/<CODE>/); lib/brands.ts lists the codes.' }),
    name: Text.meta({ description: 'The brand name visitors see, e.g. in page titles.' }),
    siteUrl: markUrlField(
      z.string().min(1).meta({ description: 'Where this brand is deployed: a {token} site URL or an absolute https URL on a company host.' }),
      'siteUrl',
    ),
    theme: z.enum(THEMES).meta({ description: 'The palette of the pages, and the colour of the icons and the web manifest.' }),
    icon: z
      .strictObject({
        monogram: z
          .string()
          .regex(MONOGRAM_PATTERN, 'One to three capital letters A-Z, e.g. "AB"')
          .meta({ description: 'The letters of the favicon, the apple-touch-icon and the web manifest icon, drawn on the theme colour.' }),
      })
      .optional()
      .meta({ description: 'The brand icon; without it the monogram is the initials of the first three words of name.' }),
    logo: z
      .strictObject({
        src: ImageSrc,
        alt: Text.meta({ description: 'What the logo says, for a visitor who cannot see it: usually the brand name.' }),
        width: z.number().int().positive().max(1000).default(120).meta({ description: 'Width in px as shown in the header.' }),
        height: z.number().int().positive().max(1000).meta({ description: 'Height in px as shown in the header.' }),
        homeUrl: Href.default('/').meta({ description: 'Where the logo links: the home page (/invest for AXI).' }),
      })
      .meta({ description: 'The logo in the header (and in the logo footer): a wordmark under public/logos/.' }),
    phone: z
      .strictObject({
        display: Text.meta({ description: 'As shown, e.g. 1-888-502-2967' }),
        tel: z.string().regex(/^\+?[0-9]{10,15}$/, 'Digits only, e.g. 18885022967').meta({ description: 'The number a tel: link dials: digits only.' }),
      })
      .meta({ description: 'The brand\'s phone number, shown by the footers and the header\'s call buttons.' }),
    header: Header.meta({ description: 'The site header: navigation, dropdowns, sub-navigation, sign-in, call to action, mobile menu.' }),
    footer: FooterConfig,
    crm: CrmAttribution.meta({ description: "CRM attribution defaults every lead form of the brand sends (a leadForm block's crm replaces them)." }),
    logins: Logins,
  })
  .meta({ title: 'Brand site settings' });

export const Page = z
  .strictObject({
    $schema: SchemaPointer,
    title: Text.meta({
      description:
        'The page title, shown in the browser tab and search results. The brand name is added after it ("Checking Accounts | Axos Bank"), except on the home page, so leave it out.',
    }),
    description: Text.meta({ description: 'One or two sentences for search results and link previews.' }),
    noindex: z.boolean().optional().meta({ description: 'Keep this page out of search engines and the sitemap.' }),
    article: ArticleMeta.optional(),
    blocks: z
      .array(Block)
      .min(1, 'A page needs at least one block').meta({ description: 'The page\'s content, in order; the first block that shows a heading carries the page\'s only h1.' }),
  })
  .superRefine((page, ctx) => {
    for (const problem of anchorNavProblems(page.blocks)) ctx.addIssue({ code: 'custom', ...problem });
  })
  .meta({ title: 'Page' });

export const SiteUrls = z
  .strictObject({
    $schema: SchemaPointer,
    tokens: z
      .record(z.string().regex(/^[a-z][A-Za-z0-9]*$/, 'A token name is a camelCase word: letters and digits, starting with a lowercase letter, e.g. careersUrl'), markUrlField(z.url({ protocol: /^https?$/ }), 'tokenValue'))
      .meta({ description: 'Token name (camelCase) to site URL, used in links as {tokenName}.' }),
  })
  .meta({ title: 'Company site URLs' });

export const LinkGroups = z
  .strictObject({
    $schema: SchemaPointer,
    groups: z
      .record(
        z.string(),
        z.strictObject({
          title: Text.meta({ description: 'The heading shown above the links.' }),
          links: z.array(z.strictObject({ name: Text.meta({ description: 'The link text.' }), url: Href })).meta({ description: 'The links of the group, in order.' }),
        }),
      )
      .meta({ description: 'Named groups of links that any brand\'s header menus and site-map footer show by name.' }),
  })
  .meta({ title: 'Shared link groups' });

export type SiteData = z.infer<typeof Site>;
export type PageData = z.infer<typeof Page>;
export type LinkGroupsData = z.infer<typeof LinkGroups>;
export type Theme = (typeof THEMES)[number];

/** Each JSON Schema file written to content/schema/ and the zod schema it comes from. */
export const SCHEMA_FILES = {
  'site.schema.json': Site,
  'page.schema.json': Page,
  'site-urls.schema.json': SiteUrls,
  'link-groups.schema.json': LinkGroups,
  'footer.schema.json': SharedFooter,
  'calculator-frames.schema.json': CalculatorFrames,
} as const;
