import { resolveHref } from '@/components/ui/SmartLink';
import type { BlockContext } from '../types';
import { LazyBackLinkAction } from './BackLinkAction.lazy';
import type { BackLinkBlockData } from '@/lib/content/model/blocks/back-link';
import styles from './BackLink.module.scss';

/** Spec 01 §2.10 Go-back link (mode history) or go-back-to-referrer button (mode referrer). */
export function BackLink({ block, context }: { block: BackLinkBlockData; context: BlockContext }) {
  return (
    <div id={block.id} className={`variant-${block.variant ?? 'tertiary'} ${styles.section}`}>
      <div className={styles.inner}>
        <LazyBackLinkAction mode={block.mode} text={block.text} homeHref={resolveHref(block.homeUrl, context.links)} />
      </div>
    </div>
  );
}
