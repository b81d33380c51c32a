/**
 * The site header's content model (spec 01 §2.1–§2.8): one schema for every brand. A brand's
 * site.json "header" says which items, dropdowns, sub-navigations, call to action and mobile menu
 * footer it has; the Header component renders whatever it is given, with no per-brand code.
 */
import { z } from 'zod';
import { Href, Text } from '@/lib/content/fields';

const HeaderLink = z.strictObject({ name: Text.meta({ description: 'The link text.' }), url: Href });

/** A path pattern: whole segments from the root ("/products", "/about-us"). */
const PathPattern = z
  .string()
  .regex(/^(\/[a-z0-9]+(?:-[a-z0-9]+)*)+$/, 'A path of whole segments such as /products or /labs/alternative-lending');

const PathRule = z
  .strictObject({
    prefix: z
      .array(PathPattern)
      .optional()
      .meta({ description: 'Matches paths that start with one of these (by whole segments): /serve-your-clients matches /serve-your-clients/retirement-plans.' }),
    contains: z
      .array(PathPattern)
      .optional()
      .meta({ description: 'Matches paths that contain one of these anywhere (by whole segments): /products matches /x/products/y.' }),
  })
  .refine((rule) => (rule.prefix?.length ?? 0) + (rule.contains?.length ?? 0) > 0, {
    message: 'Give at least one path in "prefix" or "contains"',
  });

/** The promotion at the top of a dropdown (Private Client: 'Up to 0.40% APY'). */
const Promo = z.strictObject({
  text: Text.meta({ description: 'The promotion, e.g. "Up to 0.40% APY".' }),
  footnote: Text.refine((text) => text.split('{date}').length === 2, {
    message: 'Must contain {date} once: it is replaced in the browser by today\'s date (e.g. "June 3, 2026")',
  }).meta({ description: 'Small print under the promotion; {date} becomes today\'s date in the visitor\'s browser.' }),
});

const MenuPanel = z.strictObject({
  opensOnHover: z
    .boolean()
    .default(false)
    .meta({ description: 'Open while the pointer is over the button (and close when it leaves); a click still toggles.' }),
  promo: Promo.optional().meta({ description: 'A promotion at the top of the dropdown.' }),
  call: z
    .strictObject({ label: Text.meta({ description: 'Text before the phone number, e.g. "Call"' }) })
    .optional()
    .meta({ description: "A call button: a tel: link to the brand's phone (site.json phone)." }),
  links: z.array(HeaderLink).default([]).meta({ description: 'Links listed in the dropdown, before the groups.' }),
  groups: z
    .array(z.string().min(1))
    .default([])
    .meta({ description: 'Keys of content/shared/link-groups.json; each group is shown with its title.' }),
});

const entryFields = {
  name: Text.meta({ description: 'The text of the item (the link text, or the dropdown button).' }),
  url: Href.optional().meta({
    description: 'The page the name links to (required unless the entry is only a dropdown; with a menu, the menu opens from a button beside the link).',
  }),
  menu: MenuPanel.optional().meta({ description: 'Makes the entry a dropdown.' }),
};

export type HeaderLinkData = z.infer<typeof HeaderLink>;
export type MenuPanelData = z.infer<typeof MenuPanel>;
export type PathRuleData = z.infer<typeof PathRule>;

/** A dropdown: a button that opens a panel. With a url the name is also a link to that page. */
export interface MenuEntry {
  kind: 'menu';
  name: string;
  url?: string;
  menu: MenuPanelData;
}
export interface LinkEntry {
  kind: 'link';
  name: string;
  url: string;
}
export interface SubNavData {
  showOn?: PathRuleData;
  entries: (MenuEntry | LinkEntry)[];
}
/** A top-level item: a link or a dropdown, optionally with a sub-navigation. */
export type NavItemData = (LinkEntry | MenuEntry) & { subNav?: SubNavData };

/** {name, url} is a link, {name, menu} (with an optional url) a dropdown; nothing else is an entry. */
function toEntry(
  entry: { name: string; url?: string; menu?: MenuPanelData },
  ctx: z.core.$RefinementCtx,
): MenuEntry | LinkEntry {
  if (entry.menu) return { kind: 'menu', name: entry.name, url: entry.url, menu: entry.menu };
  if (entry.url === undefined) {
    ctx.issues.push({ code: 'custom', input: entry, path: ['url'], message: 'Required: give a url, or a menu to make it a dropdown' });
    return z.NEVER;
  }
  return { kind: 'link', name: entry.name, url: entry.url };
}

const SubNavEntry = z.strictObject(entryFields).transform(toEntry);

const SubNav = z.strictObject({
  showOn: PathRule.optional().meta({
    description: "Paths on which the desktop sub-navigation bar shows; by default those under the item's own url.",
  }),
  entries: z.array(SubNavEntry).min(1).meta({ description: 'Links ({name, url}) and dropdowns ({name, menu}).' }),
});

const NavItem = z
  .strictObject({
    ...entryFields,
    subNav: SubNav.optional().meta({
      description: 'A bar of links under the header on desktop when the path matches; an expandable section of the mobile menu.',
    }),
  })
  .transform((item, ctx): NavItemData => ({ ...toEntry(item, ctx), subNav: item.subNav }));

const HeaderConfigShape = {
  activeSegment: z
    .number()
    .int()
    .min(1)
    .default(1)
    .meta({ description: 'How many leading path segments pick the current item: 1 (by section) or 3 (/labs/alternative-lending/<page>).' }),
  utilityLinks: z
    .array(HeaderLink)
    .default([])
    .meta({ description: 'Small links above the header bar (e.g. Return to Application).' }),
  items: z.array(NavItem).meta({ description: 'The main navigation, in order. Empty for a logo-only header.' }),
  signIn: z
    .strictObject({ name: Text.meta({ description: 'The button text, e.g. "Sign In" or "Login".' }) })
    .optional()
    .meta({ description: 'A dropdown of the external login sites listed in site.json "logins".' }),
  cta: z
    .strictObject({
      name: Text.meta({ description: 'The button text, e.g. "Contact Us".' }),
      url: Href,
      inMobileMenu: z
        .boolean()
        .default(true)
        .meta({ description: 'Also list it as a normal item of the mobile menu (false when the mobile footer carries it).' }),
    })
    .optional()
    .meta({ description: 'The highlighted call to action, last on the desktop bar.' }),
  mobileMenu: z
    .strictObject({
      heading: Text.default('Welcome').meta({ description: 'The heading at the top of the mobile menu.' }),
      footer: z
        .strictObject({ text: Text.optional().meta({ description: 'The line of text above the button.' }), link: HeaderLink.meta({ description: 'The button.' }) })
        .optional()
        .meta({ description: 'A line of text and a button at the bottom of the mobile menu.' }),
    })
    .default({ heading: 'Welcome' })
    .meta({ description: 'The menu below 1024 px (the hamburger): its heading and footer.' }),
};

export const HeaderConfig = z
  .strictObject(HeaderConfigShape)
  .meta({ description: 'A header for the pages under prefix: the fields of header above, but alternates.' });

export const Header = z.strictObject({
  ...HeaderConfigShape,
  alternates: z
    .array(
      z.strictObject({
        prefix: PathPattern.meta({ description: 'Pages under this path use the header below, e.g. /labs.' }),
        header: HeaderConfig,
      }),
    )
    .default([])
    .meta({ description: 'Other headers for parts of the site, chosen by path prefix (the first that matches).' }),
});

export const Login = z.strictObject({
  id: z.string().min(1).meta({ description: 'A name for this login site, unique in the list (e.g. "personal").' }),
  label: Text.meta({ description: 'Who signs in here, e.g. "Personal".' }),
  description: z.string().optional().meta({ description: 'What the site is, e.g. "Account Login".' }),
  // Its own schema (a clone of Href), so the content model can mark it as a login URL without marking every Href.
  url: Href.meta({ description: 'The login site: a {token} site URL or an https:// URL of a host on the login sites list (lib/links/allowed-hosts.ts).' }),
});

export const Logins = z
  .array(Login)
  .meta({ description: 'External login sites, in the order the Sign In menu lists them.' });

export type HeaderConfigData = z.infer<typeof HeaderConfig>;
export type HeaderData = z.infer<typeof Header>;
export type LoginData = z.infer<typeof Login>;

export interface HeaderProblem {
  /** JSON path inside site.json, e.g. header.items[0].menu.groups[1] */
  path: string;
  message: string;
}

/**
 * Checks what the schema alone cannot: link-group keys must exist in content/shared/link-groups.json,
 * and a Sign In menu needs logins to list.
 */
export function headerProblems(
  header: HeaderData,
  logins: readonly LoginData[],
  groupKeys: readonly string[],
): HeaderProblem[] {
  const problems: HeaderProblem[] = [];
  const known = new Set(groupKeys);
  const checkMenu = (menu: MenuPanelData, at: string) =>
    menu.groups.forEach((key, index) => {
      if (!known.has(key)) {
        problems.push({
          path: `${at}.menu.groups[${index}]`,
          message: `Unknown link group "${key}"; content/shared/link-groups.json has: ${[...known].join(', ')}`,
        });
      }
    });
  const checkConfig = (config: HeaderConfigData, at: string) => {
    config.items.forEach((item, index) => {
      if (item.kind === 'menu') checkMenu(item.menu, `${at}.items[${index}]`);
      item.subNav?.entries.forEach((entry, entryIndex) => {
        if (entry.kind === 'menu') checkMenu(entry.menu, `${at}.items[${index}].subNav.entries[${entryIndex}]`);
      });
    });
    if (config.signIn && logins.length === 0) {
      problems.push({ path: `${at}.signIn`, message: 'A Sign In menu needs at least one entry in "logins"' });
    }
  };
  checkConfig(header, 'header');
  header.alternates.forEach((alternate, index) => checkConfig(alternate.header, `header.alternates[${index}].header`));
  return problems;
}
