/**
 * A production page cannot show success without sending (issue 41): every lead form of a brand's
 * content must name a handler that sends. The log handler (or none, which means log) writes to the
 * browser's console and says "Submitted!": fine for `npm run dev` and the tests, never in a build.
 */
import type { BrandContent, ContentProblem } from '../../lib/content';
import { formatJsonPath } from '../../lib/content/problems';

export const NO_SENDER_MESSAGE =
  'A lead form in a build must send: name a submit handler (relay, webhook, hubspot or salesforce); the log handler only writes to the console';

/** The lead forms of a page's content that send nowhere, as `file: json.path: problem`. */
function unsentIn(value: unknown, file: string, path: PropertyKey[], into: ContentProblem[]): void {
  if (Array.isArray(value)) {
    value.forEach((item, index) => unsentIn(item, file, [...path, index], into));
    return;
  }
  if (value === null || typeof value !== 'object') return;
  if (Reflect.get(value, 'type') === 'leadForm') {
    const submit: unknown = Reflect.get(value, 'submit');
    const handler: unknown = typeof submit === 'object' && submit !== null ? Reflect.get(submit, 'handler') : undefined;
    if (handler === undefined || handler === 'log') {
      into.push({ file, path: formatJsonPath(handler === undefined ? path : [...path, 'submit', 'handler']), message: NO_SENDER_MESSAGE });
    }
  }
  for (const [key, item] of Object.entries(value)) unsentIn(item, file, [...path, key], into);
}

/** Every lead form of the brand's pages that sends nowhere. */
export function leadFormsWithoutSender(content: BrandContent): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const entry of content.pages) unsentIn(entry.page.blocks, entry.file, ['blocks'], problems);
  return problems;
}
