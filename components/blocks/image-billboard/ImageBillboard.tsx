import { clsx } from 'clsx';
import { CallToActionRow } from '@/components/ui/CallToActionRow';
import { ContentImage } from '@/components/ui/ContentImage';
import { Markdown } from '@/components/ui/Markdown';
import { BlockCopyHeader } from '../BlockHeader';
import { BlockSection } from '../BlockSection';
import { headingIdOf } from '../heading';
import type { BlockContext } from '../types';
import { fallbackRepeatsHeadline } from './fallback';
import type { ImageBillboardBlockData } from '@/lib/content/model/blocks/image-billboard';
import styles from './ImageBillboard.module.scss';

/** The image, or without one the three-line text panel (spec 02 §2 "a fallback text-image with three lines"). */
function Media({ block, eager }: { block: ImageBillboardBlockData; eager: boolean }) {
  if (block.image) {
    return <ContentImage image={block.image} width={560} height={420} fit="cover" className={styles.image} loading={eager ? 'eager' : 'lazy'} />;
  }
  if (!block.fallbackText) return null;
  const hidden = fallbackRepeatsHeadline(block.fallbackText, block.headline);
  return (
    <p className={styles.textImage} aria-hidden={hidden ? 'true' : undefined}>
      {block.fallbackText.map((line, index) => (
        <span key={index} className={styles.line}>
          {line}
        </span>
      ))}
    </p>
  );
}

/** Spec 02 §3 Image billboard: copy beside an image placed left or right, optionally bordered. */
export function ImageBillboard({ block, context }: { block: ImageBillboardBlockData; context: BlockContext }) {
  const headingId = headingIdOf(block);
  const classes = clsx(block.imagePlacement === 'left' && styles.imageLeft, block.bordered && styles.bordered);
  return (
    <BlockSection id={block.id} variant={block.variant ?? 'tertiary'} headingId={headingId} className={classes || undefined}>
      <div className={styles.frame}>
        <div className={styles.copy}>
          <BlockCopyHeader block={block} context={context} classes={styles} />
          {block.bullets && block.bullets.length > 0 ? (
            <ul className={styles.bullets}>
              {block.bullets.map((bullet) => (
                <li key={bullet.id} className={bullet.icon ? styles.withIcon : styles.ticked}>
                  {bullet.icon ? <ContentImage image={bullet.icon} width={24} height={24} className={styles.bulletIcon} /> : null}
                  <div>
                    <Markdown links={context.links}>{bullet.copy}</Markdown>
                    {bullet.subBullet && bullet.subBullet.length > 0 ? (
                      <ul className={styles.subBullets}>
                        {bullet.subBullet.map((sub, index) => (
                          <li key={index}>
                            <Markdown links={context.links}>{sub}</Markdown>
                          </li>
                        ))}
                      </ul>
                    ) : null}
                  </div>
                </li>
              ))}
            </ul>
          ) : null}
          <CallToActionRow items={block.callToActionRow} links={context.links} />
        </div>
        <div className={styles.media}>
          <Media block={block} eager={context.index === 0} />
        </div>
      </div>
    </BlockSection>
  );
}
