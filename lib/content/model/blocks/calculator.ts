import { z } from 'zod';
import { CallToActionRow, Image, Markdown, Text, Variant } from '@/lib/content/fields';
import { BUILT_IN_CALCULATORS } from '../calculator-frames';

/** A tile beside a calculator that leads on: a headline, body copy and buttons (spec 02 §3 Calculator). */
const CalculatorMarketingTile = z.strictObject({
  id: z.string().min(1),
  headline: Text,
  bodyCopy: Markdown.optional(),
  callToActionRow: CallToActionRow.optional(),
});

/** Spec 02 §2 Calculator block and §3 Calculator: content chooses the tool by name. */
export const CalculatorBlock = z
  .strictObject({
    type: z.literal('calculator'),
    id: z.string().min(1),
    name: Text.meta({
      description: `The tool: ${BUILT_IN_CALCULATORS.map((name) => `"${name}"`).join(', ')}, or the name of a third-party frame in content/shared/calculator-frames.json.`,
    }),
    headline: Text.optional(),
    bodyCopy: Markdown.optional(),
    icon: Image.optional().meta({ description: 'Shown at 48x48 px beside the headline. An icon usually only decorates: then tick Decorative and leave its alt text empty.' }),
    disclosure: Markdown.optional().meta({ description: 'Small print under the calculator: assumptions, rates as of a date.' }),
    variant: Variant.optional(),
    marketingTiles: z.array(CalculatorMarketingTile).optional().meta({ description: 'Tiles beside the calculator: a headline, copy and buttons each.' }),
  })
  .meta({ title: 'Calculator', description: 'A built-in calculator, the ATM locator or a third-party calculator frame, chosen by name.' });

export type CalculatorBlockData = z.infer<typeof CalculatorBlock>;
