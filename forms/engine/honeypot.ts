/**
 * The name and id suffix of the honeypot every form's shell renders (FormShell.tsx). Nothing a person or their tools fill: browsers' and password
 * managers' autofill pick a field by its name, id, label and autocomplete token, matching words such as
 * name, email, mail, phone, tel, address, company, org, city, state, zip, postal, country, user, login,
 * url, website, code, title (Chrome's autofill patterns; LastPass, 1Password and Bitwarden identity
 * fill). 'website' and 'url', the usual honeypot names, are filled by identity profiles, which turns
 * a person into a bot. This name and the label's words contain none of them (docs/forms-behaviour.md).
 */
export const HONEYPOT_NAME = 'fav_color';

/** The honeypot's label, for a reader that shows the page without its styles (a text browser). */
export const HONEYPOT_LABEL = 'Leave this empty';
