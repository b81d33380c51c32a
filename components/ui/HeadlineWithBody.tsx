import type { HeadingTag } from '@/components/blocks/types';
import { Markdown } from './Markdown';
import type { LinkContext } from '@/lib/links';

interface HeadlineWithBodyProps {
  as: HeadingTag;
  id: string;
  headline: string;
  bodyCopy: string | undefined;
  links: LinkContext;
  headlineClassName?: string;
  bodyClassName?: string;
}

/** A heading followed by optional Markdown body copy: the spine of the hero and headline blocks. */
export function HeadlineWithBody({ as: Heading, id, headline, bodyCopy, links, headlineClassName, bodyClassName }: HeadlineWithBodyProps) {
  return (
    <>
      <Heading id={id} className={headlineClassName}>
        {headline}
      </Heading>
      {bodyCopy ? (
        <div className={bodyClassName}>
          <Markdown links={links}>{bodyCopy}</Markdown>
        </div>
      ) : null}
    </>
  );
}
