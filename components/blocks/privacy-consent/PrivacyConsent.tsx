import { Markdown } from '@/components/ui/Markdown';
import { SmartLink } from '@/components/ui/SmartLink';
import type { BlockContext } from '../types';
import { LazyPrivacyNotice } from './PrivacyNotice.lazy';
import type { PrivacyConsentBlockData } from '@/lib/content/model/blocks/privacy-consent';
// Imported here as well as by the client leaf, so the stylesheet is linked from the page (valid HTML).
import styles from './PrivacyConsent.module.scss';

/** The privacy-consent notice (spec 02 §2): message and policy link on the server, the button in the leaf. */
export function PrivacyConsent({ block, context }: { block: PrivacyConsentBlockData; context: BlockContext }) {
  return (
    <LazyPrivacyNotice id={block.id} label={block.label} acknowledgeText={block.acknowledgeText}>
      <Markdown links={context.links}>{block.message}</Markdown>
      <p className={styles.policy}>
        <SmartLink href={block.policyLink.targetUrl} links={context.links}>
          {block.policyLink.displayText}
        </SmartLink>
      </p>
    </LazyPrivacyNotice>
  );
}
