import { Markdown } from '@/components/ui/Markdown';
import { BlockSection } from '../BlockSection';
import type { BlockContext } from '../types';
import type { RichTextBlockData } from '@/lib/content/model/blocks/rich-text';

export function RichText({ block, context }: { block: RichTextBlockData; context: BlockContext }) {
  return (
    <BlockSection id={block.id} variant={block.variant ?? 'tertiary'} width="narrow" innerClassName="prose">
      <Markdown links={context.links}>{block.markdown}</Markdown>
    </BlockSection>
  );
}
