import { Markdown } from '@/components/ui/Markdown';
import type { LinkContext } from '@/lib/links';

/**
 * The notes a set of cards or tiles ends with (the `additionalDetails` of download tiles, executive
 * bios and set containers): Markdown in a box the block styles, nothing when the content has none.
 */
export function AdditionalDetails({ markdown, links, className }: { markdown: string | undefined; links: LinkContext; className: string | undefined }) {
  if (!markdown) return null;
  return (
    <div className={className}>
      <Markdown links={links}>{markdown}</Markdown>
    </div>
  );
}
