/**
 * The third-party calculator frames (spec 02 §2 Calculator block): content/shared/calculator-frames.json
 * maps each frame name a calculator block may use to the address it embeds, so the addresses stay
 * in content (with {token} site URLs) and out of the code. The ATM locator frame lives there too.
 */
import { z } from 'zod';
import { Text } from '@/lib/content/fields';

/** The calculators built into the site; any other name is a frame from the map. */
export const BUILT_IN_CALCULATORS = [
  'APY',
  'Monthly Payment',
  'Calculate a Loan Payment LVF',
  'Max Loan',
  'Annual Fee',
  'Margin Trading',
  'APY Balance',
  'APY Balance AxosOne',
  'ATM locator',
] as const;
export type BuiltInCalculator = (typeof BUILT_IN_CALCULATORS)[number];

function isBuiltInCalculator(name: string): name is BuiltInCalculator {
  return (BUILT_IN_CALCULATORS as readonly string[]).includes(name);
}

/** The height a frame keeps until (or unless) it reports its own. */
export const DEFAULT_FRAME_HEIGHT = 800;

export const CalculatorFrameEntry = z.strictObject({
  title: Text.meta({ description: 'What the frame holds; read by screen readers as the frame title, e.g. "Break-even analysis calculator".' }),
  url: z
    .string()
    .regex(/^(\{[a-z][A-Za-z0-9]*\}|https:\/\/)/, 'Must start with a {token} site URL or https://')
    .meta({ description: 'The address embedded: a {token} site URL plus path, or an absolute https URL.' }),
  height: z
    .number()
    .int()
    .min(200)
    .max(5000)
    .optional()
    .meta({ description: `Height in px before the frame reports its own (default ${DEFAULT_FRAME_HEIGHT}); some calculators need 1100.` }),
});

export const CalculatorFrames = z
  .strictObject({
    $schema: z.string().optional().meta({ description: 'Path of the JSON Schema this file follows.' }),
    atmLocator: CalculatorFrameEntry.meta({ description: 'The frame of the calculator block named "ATM locator".' }),
    frames: z
      .record(Text, CalculatorFrameEntry)
      .refine((frames) => Object.keys(frames).every((name) => !isBuiltInCalculator(name)), {
        message: `A frame cannot take the name of a built-in calculator (${BUILT_IN_CALCULATORS.join(', ')})`,
      })
      .meta({ description: 'Frame name (the calculator block "name") to the frame it embeds.' }),
  })
  .meta({ title: 'Calculator frames' });

export type CalculatorFramesData = z.infer<typeof CalculatorFrames>;
export type CalculatorFrameData = z.infer<typeof CalculatorFrameEntry>;

export interface CalculatorNameProblem {
  path: string;
  message: string;
}

/**
 * Calculator blocks anywhere in a page (nested ones included) whose name is neither built in nor
 * in the frames map: they would otherwise render an empty frame.
 */
export function calculatorNameProblems(value: unknown, frames: CalculatorFramesData, trail = ''): CalculatorNameProblem[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => calculatorNameProblems(item, frames, `${trail}[${index}]`));
  if (value === null || typeof value !== 'object') return [];
  const problems: CalculatorNameProblem[] = [];
  const type: unknown = Reflect.get(value, 'type');
  const name: unknown = Reflect.get(value, 'name');
  if (type === 'calculator' && typeof name === 'string' && !isBuiltInCalculator(name) && !Object.hasOwn(frames.frames, name)) {
    problems.push({
      path: `${trail}.name`.replace(/^\./, ''),
      message: `Unknown calculator "${name}": use a built-in calculator (${BUILT_IN_CALCULATORS.join(', ')}) or a frame named in content/shared/calculator-frames.json`,
    });
  }
  for (const [key, item] of Object.entries(value)) {
    if (item !== null && typeof item === 'object') problems.push(...calculatorNameProblems(item, frames, trail ? `${trail}.${key}` : key));
  }
  return problems;
}

/** The frame a calculator block embeds: the ATM locator's or the named one; undefined for built-in tools. */
export function frameFor(name: string, frames: CalculatorFramesData): CalculatorFrameData | undefined {
  if (name === 'ATM locator') return frames.atmLocator;
  if (isBuiltInCalculator(name)) return undefined;
  return frames.frames[name];
}
