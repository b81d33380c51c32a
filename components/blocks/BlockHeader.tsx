import { clsx } from 'clsx';
import { Markdown } from '@/components/ui/Markdown';
import type { LinkContext } from '@/lib/links';
import { blockHeadings, type HeadingFields, type HeadingLevel, headingIdOf } from './heading';
import type { BlockContext } from './types';
// The intro look keeps its stylesheet's name: the class names the export writes derive from it.
import styles from './BlockIntro.module.scss';

interface BlockHeaderProps {
  /** The heading's level, from blockHeadings(block, context). */
  as: HeadingLevel;
  /** From headingIdOf(block) when the heading names the block's section. */
  id?: string;
  /** A short line above the heading, shown as text (not a heading of its own). */
  eyebrow?: string;
  headline: string;
  /** Markdown under the heading. */
  body?: string;
  links: LinkContext;
  /**
   * The shared intro of list-like blocks (cards, videos, awards, paged lists): the header in a box
   * of its own with the intro's type scale, centred or aligned to the start. Without it the block
   * styles the header with its own classes.
   */
  intro?: 'center' | 'start';
  /**
   * The block's own classes for the three parts, usually its CSS module (`classes={styles}`). Without
   * a `body` class the body's paragraphs follow the heading directly, in no box.
   */
  classes?: { eyebrow?: string; headline?: string; body?: string };
}

/**
 * The eyebrow, heading and body that open a block, written once so every block introduces itself
 * with the same markup and the heading level and id of the one heading rule (see heading.ts).
 */
export function BlockHeader({ as: Heading, id, eyebrow, headline, body, links, intro, classes = {} }: BlockHeaderProps) {
  const bodyBox = intro ? styles.body : classes.body;
  const bodyText = body ? <Markdown links={links}>{body}</Markdown> : null;
  const content = (
    <>
      {eyebrow ? <p className={classes.eyebrow}>{eyebrow}</p> : null}
      <Heading id={id} className={intro ? styles.headline : classes.headline}>
        {headline}
      </Heading>
      {bodyText && bodyBox ? <div className={bodyBox}>{bodyText}</div> : bodyText}
    </>
  );
  return intro ? <div className={clsx(styles.intro, intro === 'center' && styles.centred)}>{content}</div> : content;
}

/** A block whose content names its opening copy `eyebrow`, `headline` and `bodyCopy`. */
interface BlockCopy extends HeadingFields {
  id: string;
  eyebrow?: string;
  headline: string;
  bodyCopy?: string;
}

/**
 * The BlockHeader of a block that opens with its own eyebrow, headline and body copy (hero,
 * billboards, banner, headline, marine loan picker): at the block's heading level, with the id
 * its section is named by.
 */
export function BlockCopyHeader({ block, context, classes }: { block: BlockCopy; context: BlockContext; classes: BlockHeaderProps['classes'] }) {
  return (
    <BlockHeader
      as={blockHeadings(block, context).heading}
      id={headingIdOf(block)}
      eyebrow={block.eyebrow}
      headline={block.headline}
      body={block.bodyCopy}
      links={context.links}
      classes={classes}
    />
  );
}
