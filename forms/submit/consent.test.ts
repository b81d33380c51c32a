// @vitest-environment node
// Node, not the page's DOM: the relay runs this module on Node 20.
import { createHash } from 'node:crypto';
import { CONSENT_TEXT } from '../general/definition';
import { consentEvidence, consentHash } from './consent';

/** The independent reference: Node's own hash module, not Web Crypto. */
const reference = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

describe('consentHash', () => {
  it.each([
    ['the empty text', '', 'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='],
    ['ASCII', 'abc', 'sha256-ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0='],
  ])('%s: the published SHA-256 in base64', async (_case, text, expected) => {
    expect(await consentHash(text)).toBe(expected);
  });

  it.each([
    ['the general form', CONSENT_TEXT],
    ['non-ASCII text (UTF-8 bytes)', 'J’accepte les conditions — 100 %'],
    ['a trailing space', `${CONSENT_TEXT} `],
  ])('%s: as Node’s crypto module computes it', async (_case, text) => {
    expect(await consentHash(text)).toBe(reference(text));
  });

  it('tells two versions apart by one space', async () => {
    expect(await consentHash(`${CONSENT_TEXT} `)).not.toBe(await consentHash(CONSENT_TEXT));
  });
});

describe('consentEvidence', () => {
  it('carries the version, the time in UTC and the page', async () => {
    const evidence = await consentEvidence('I agree.', new Date(Date.UTC(2026, 10, 29, 3, 30, 0)), 'https://www.example.com/contact/?a=1');
    expect(evidence).toEqual({ hash: reference('I agree.'), at: '2026-11-29T03:30:00.000Z', page: 'https://www.example.com/contact/?a=1' });
  });
});
