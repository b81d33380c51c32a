/**
 * What the engine hands every submit handler about the lead besides its payload (issue 41,
 * forms/submit/types.ts LeadEnvelope): pure pieces, no React. The hook that holds their state is
 * use-lead.ts.
 */
import { consentEvidence } from '../submit/consent';
import type { LeadEnvelope } from '../submit/types';

/**
 * The honeypot's name and id suffix. Nothing a person or their tools fill: browsers' and password
 * managers' autofill pick a field by its name, id, label and autocomplete token, matching words such as
 * name, email, mail, phone, tel, address, company, org, city, state, zip, postal, country, user, login,
 * url, website, code, title (Chrome's autofill patterns; LastPass, 1Password and Bitwarden identity
 * fill). 'website' and 'url', the usual honeypot names, are filled by identity profiles, which turns
 * a person into a bot. This name and the label's words contain none of them (docs/forms-behaviour.md).
 */
export const HONEYPOT_NAME = 'fav_color';

/** The honeypot's label, for a reader that shows the page without its styles (a text browser). */
export const HONEYPOT_LABEL = 'Leave this empty';

/** HubSpot's visitor cookie in a `document.cookie` string, when the visitor carries one (the site sets none). */
export function hubspotVisitor(cookie: string): string | undefined {
  for (const pair of cookie.split(';')) {
    const at = pair.indexOf('=');
    if (at < 0 || pair.slice(0, at).trim() !== 'hubspotutk') continue;
    const value = pair.slice(at + 1).trim();
    return value === '' ? undefined : value;
  }
  return undefined;
}

/** A ticked consent box: the words beside it, when it was ticked and on which page. */
export type ConsentTick = { text: string; at: Date; page: string };

export type EnvelopeParts = {
  form: string;
  values: Record<string, unknown>;
  key: string;
  honeypot: string;
  /** From the first interaction with the form to the send; 0 when there was none (a scripted send). */
  elapsedMs: number;
  /** The consent box's tick, when the form has a box and it is ticked. */
  consent?: ConsentTick;
  /** `document.cookie`. */
  cookie: string;
};

export async function leadEnvelope(parts: EnvelopeParts): Promise<LeadEnvelope> {
  const hutk = hubspotVisitor(parts.cookie);
  return {
    form: parts.form,
    values: parts.values,
    key: parts.key,
    bot: { hp: parts.honeypot, elapsedMs: Math.max(0, Math.round(parts.elapsedMs)) },
    ...(parts.consent && { consent: await consentEvidence(parts.consent.text, parts.consent.at, parts.consent.page) }),
    ...(hutk !== undefined && { hutk }),
  };
}
