/**
 * The site URL tokens of content/shared/site-urls.json as far as they can be used, read from the raw
 * file: one bad key or value is its schema's problem alone, and every other token still resolves, so
 * the links that use them are checked and not refused as unknown tokens in a cascade. Pure: the editor
 * runs it on the file it holds.
 */
import { TOKEN_NAME } from '@/lib/links/endpoint';
import type { TokenTable } from '@/lib/links';

const NAME = new RegExp(`^${TOKEN_NAME}$`);

/** Every entry of the raw `tokens` object whose name a link could write ({name}) and whose value is text. */
export function usableTokens(raw: unknown): TokenTable {
  const tokens: unknown = raw !== null && typeof raw === 'object' ? Reflect.get(raw, 'tokens') : undefined;
  if (tokens === null || typeof tokens !== 'object' || Array.isArray(tokens)) return {};
  return Object.fromEntries(Object.entries(tokens).filter((entry): entry is [string, string] => NAME.test(entry[0]) && typeof entry[1] === 'string'));
}
