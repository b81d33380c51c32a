import { Markdown } from '@/components/ui/Markdown';
import { linkBehaviour, resolveHref } from '@/components/ui/SmartLink';
import type { PickerConfig } from '@/forms/marine-picker/machine';
import { DEFAULT_TEXTS, type PickerTexts } from '@/forms/marine-picker/texts';
import { BlockSection } from '../BlockSection';
import { type BlockContext, headingOf } from '../types';
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
  const Heading = headingOf(context);
  const headingId = `${block.id}-heading`;
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
      <Heading id={headingId} className={styles.headline}>
        {block.headline}
      </Heading>
      {block.bodyCopy ? <Markdown links={context.links}>{block.bodyCopy}</Markdown> : null}
      {/* Only the query changes from step to step, never the host, so the link behaves the same on every path. */}
      <LazyMarinePicker config={config} texts={texts} headingLevel={Heading === 'h1' ? 'h2' : 'h3'} portalLink={linkBehaviour(portalUrl, context.links)} />
    </BlockSection>
  );
}
