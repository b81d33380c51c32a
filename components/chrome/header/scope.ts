import type { LinkContext } from '@/lib/links';
import type { SiteData } from '@/lib/content';
import type { LinkGroupsData } from '@/lib/content/schema';

/** What the parts of the header share while one header renders. */
export interface HeaderScope {
  site: SiteData;
  /** content/shared/link-groups.json, which dropdowns may show by key. */
  linkGroups: LinkGroupsData['groups'];
  links: LinkContext;
  /** The route being rendered ("/personal/bank/checking-accounts/"): it picks the header, the current item and the sub-navigation. */
  route: string;
}
