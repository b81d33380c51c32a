/** How many columns a set container shows when numberOfColumns names none. */
export const DEFAULT_COLUMNS = 3;

const WORDS: Record<string, 1 | 2 | 3 | 4> = { one: 1, two: 2, three: 3, four: 4 };

/**
 * Spec 02 §3/§5: numberOfColumns is text containing 1 to 4 ("3", "3 columns", "Three (3)"). The
 * first digit from 1 to 4 wins; without one, a number word ("two columns"); otherwise the default.
 */
export function parseColumns(text: string | undefined): 1 | 2 | 3 | 4 {
  if (!text) return DEFAULT_COLUMNS;
  const digit = /[1-4]/.exec(text)?.[0];
  if (digit) return Number(digit) as 1 | 2 | 3 | 4;
  const word = /\b(one|two|three|four)\b/i.exec(text)?.[1];
  return word ? (WORDS[word.toLowerCase()] ?? DEFAULT_COLUMNS) : DEFAULT_COLUMNS;
}
