/**
 * A dial number must call the number a visitor reads beside it: site.json's phone.tel and
 * phone.display, and a tel: link whose own text shows a number ("Call 1-844-999-2967"). Pure (no
 * file access), judged on one file's raw JSON, so the editor runs it too; the comparison itself is
 * the URL validator's (telDisplayProblem).
 */
import { telDisplayProblem } from '@/lib/links/validate-url';
import { formatJsonPath } from './problems';

/** The fields that hold the text a link shows. */
const SHOWN_TEXT = ['displayText', 'label', 'text', 'title', 'name'];

export function phoneProblems(raw: unknown): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  const walk = (value: unknown, trail: PropertyKey[]): void => {
    if (Array.isArray(value)) {
      value.forEach((item, index) => walk(item, [...trail, index]));
      return;
    }
    if (value === null || typeof value !== 'object') return;
    const record = value as Record<string, unknown>;
    const { display, tel } = record;
    if (trail[trail.length - 1] === 'phone' && typeof display === 'string' && typeof tel === 'string') {
      const problem = telDisplayProblem(tel, display);
      if (problem) problems.push({ path: formatJsonPath([...trail, 'tel']), message: problem });
    }
    for (const [key, item] of Object.entries(record)) {
      if (typeof item === 'string' && /^tel:/i.test(item.trim())) {
        const shown = SHOWN_TEXT.map((name) => record[name]).find((text): text is string => typeof text === 'string');
        const problem = shown === undefined ? undefined : telDisplayProblem(item, shown);
        if (problem) problems.push({ path: formatJsonPath([...trail, key]), message: problem });
      } else walk(item, [...trail, key]);
    }
  };
  walk(raw, []);
  return problems;
}
