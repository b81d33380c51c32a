import { ContentImage } from '@/components/ui/ContentImage';
import { SmartLink } from '@/components/ui/SmartLink';
import { BlockSection } from '../BlockSection';
import type { BlockContext } from '../types';
import type { ImageLinkBlockData } from '@/lib/content/model/blocks/image-link';
import styles from './ImageLink.module.scss';

/** Spec 02 §3 Image link: the image and the title are one link, named by the title (and the image's alt). */
export function ImageLink({ block, context }: { block: ImageLinkBlockData; context: BlockContext }) {
  return (
    <BlockSection id={block.id} variant={block.variant ?? 'tertiary'} label={block.title} width="narrow">
      <SmartLink href={block.targetUrl} links={context.links} className={styles.link}>
        <ContentImage image={block.image} width={640} height={360} fit="cover" className={styles.image} /> <span className={styles.title}>{block.title}</span>
      </SmartLink>
    </BlockSection>
  );
}
