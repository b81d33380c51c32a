import { linkBehaviour, resolveHref } from '@/components/ui/SmartLink';
import type { PickerConfig } from '@/forms/marine-picker/machine';
import { DEFAULT_TEXTS, type PickerTexts } from '@/forms/marine-picker/texts';
import { BlockCopyHeader } from '../BlockHeader';
import { BlockSection } from '../BlockSection';
import { blockHeadings, headingIdOf } from '../heading';
import type { BlockContext } from '../types';
import { LazyMarinePicker } from './MarineLoanPicker.lazy';
import type { MarineLoanPickerBlockData } from '@/lib/content/model/blocks/marine-loan-picker';
// The picker's styles belong to the page's own stylesheet (see lead-form/LeadFormBlock.tsx).
import styles from '@/forms/marine-picker/MarinePicker.module.scss';

/**
 * The server part of the marine loan picker (spec 03 §2, §4): the section and its heading, and the
 * content resolved at build time into the machine's configuration (the portal URL with its {token}
 * replaced and checked by the one URL validator). The steps are the client leaf. The picker sends
 * nothing: it leads by link, so it is a block of its own rather than a lead form.
 */
export function MarineLoanPicker({ block, context }: { block: MarineLoanPickerBlockData; context: BlockContext }) {
  const { child: stepHeading } = blockHeadings(block, context);
  const headingId = headingIdOf(block);
  const portalUrl = resolveHref(block.portal.url, context.links);
  const config: PickerConfig = {
    variant: block.pickerVariant,
    portalUrl,
    queryName: block.portal.queryName,
    productCodes: block.portal.productCodes,
    defaultCode: block.portal.defaultCode,
  };
  const texts: PickerTexts = { ...DEFAULT_TEXTS, ...block.texts };
  return (
    <BlockSection id={block.id} variant={block.variant ?? 'secondary'} headingId={headingId} width="narrow">
      <BlockCopyHeader block={block} context={context} classes={{ headline: styles.headline }} />
      {/* Only the query changes from step to step, never the host, so the link behaves the same on every path. */}
      <LazyMarinePicker config={config} texts={texts} headingLevel={stepHeading} portalLink={linkBehaviour(portalUrl, context.links)} />
    </BlockSection>
  );
}
