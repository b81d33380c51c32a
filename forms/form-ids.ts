/**
 * The ids of the forms a page's content can name, with the title editors see in the JSON Schema.
 * Kept apart from the registry's loaders on purpose: the block's content schema runs on the server,
 * and a server module that reached the loaders' import() calls would make Next put every form's
 * client code into every page's bundle. forms/registry.ts maps each id to its module.
 */
import { BROKER_REQUIRED_VALUES } from './broker-scenario/options';

export const FORM_IDS = [
  'general',
  'company',
  'business',
  'emailOnly',
  'callback',
  'fundingCallback',
  'contactCompanyTitle',
  'basicContact',
  'financialAdvisor',
  'contactUsHubspot',
  'dealerNmls',
  'clearing',
  'smallBusiness',
  'commercialLending',
  'dealer',
  'emailMessage',
  'dealDiscussion',
  'privacyRequest',
  'brokerScenario',
  'mortgageQuote',
  'vendorQuestionnaire',
] as const;

export type FormId = (typeof FORM_IDS)[number];

/**
 * The settings (FormProps.settings, the block's `settings`) each form needs from the page's content;
 * the content check refuses a leadForm block that lacks one. Forms not listed need none.
 */
export const FORM_SETTINGS: Partial<Record<FormId, readonly string[]>> = {
  // The HubSpot consent block's texts and subscription type (spec 03 §7: not shown, so the page's content holds them).
  contactUsHubspot: ['consentText', 'subscriptionTypeId', 'subscriptionText'],
  // The clearing source label sent as Lead_Source_Detail_SFDC2__c (spec 03 §3), for marketing to set.
  clearing: ['leadSourceDetail'],
  // The mortgage quote's texts the spec describes but does not show (spec 03 §2, §4): the Rate Watch
  // modal's body, its SMS consent, its success message, and the notice after 'Get My Rate'.
  mortgageQuote: ['rateWatchBody', 'smsConsentText', 'rateWatchSuccess', 'rateWatchNotSubmitted'],
  // The consent text and the page's HubSpot id (spec 03 §3 Vendor questionnaire: context {pageUri, pageName, pageId}).
  vendorQuestionnaire: ['consentText', 'pageId'],
};

/**
 * The services (FormProps.services, the block's `services`) each form calls besides its submit handler,
 * by name: a URL per name, a {token} site URL or https, checked like the submit endpoint. The content
 * check refuses a leadForm block that lacks one. Forms not listed call none.
 */
export const FORM_SERVICES: Partial<Record<FormId, readonly string[]>> = {
  // The NMLS lookup (spec 03 §7: its answer carries body.data.records), asked with GET <url>?id=<NMLS ID>.
  brokerScenario: ['nmlsLookup'],
  // The page's rate-watch handler (spec 03 §7), which Rate Watch's Sign Up posts to.
  mortgageQuote: ['rateWatch'],
};

/**
 * The option lists (FormProps.options, the block's `options`) a form takes from the page's content,
 * by name, each with the values it must include (those the form's rules and defaults name). The
 * content check refuses a list of a name the form does not take, a list without one of its required
 * values, and a value listed twice. A list the page leaves out is the form's own default.
 */
export const FORM_OPTIONS: Partial<Record<FormId, Readonly<Record<string, readonly string[]>>>> = {
  brokerScenario: BROKER_REQUIRED_VALUES,
};

export const FORM_TITLES: Record<FormId, string> = {
  general: 'General lead: name, email, phone, consent (spec 01)',
  company: 'Company lead: name, email, phone, company (spec 01)',
  business: 'Business lead: name, business name, email, phone, Company NMLS ID (spec 01)',
  emailOnly: 'Email only (spec 01)',
  callback: 'Callback: name, email, phone, best date and time to call (spec 01)',
  fundingCallback: 'Funding callback: the callback fields and the potential funding (spec 01)',
  contactCompanyTitle: 'Contact: name, email, phone, company, title (spec 03)',
  basicContact: 'Basic contact: name, email, phone (spec 03)',
  financialAdvisor: 'Financial advisor: name, email, phone, company, AUM, role, comments (spec 03)',
  contactUsHubspot: 'Contact us, HubSpot shape: name, email, phone, message, dealer checkbox; settings consentText, subscriptionTypeId, subscriptionText (spec 03)',
  dealerNmls: 'Dealer lead: name, email, phone, NMLS ID (spec 03)',
  clearing: 'Broker-dealer clearing inquiry: name, email, phone, broker-dealer name, business types, AUM, comments (spec 03); settings.leadSourceDetail is the clearing source label',
  smallBusiness: 'Small business inquiry: name, business name, email, business phone, revenue, products of interest (spec 03)',
  commercialLending: 'Commercial lending inquiry: fields follow the page (equipment finance, residential warehouse, bridge and construction) (spec 03)',
  dealer: 'Dealer: contact, title, company, franchise or independent, program, city, state, zip, description (spec 03)',
  emailMessage: 'Email and message (spec 03)',
  dealDiscussion: 'Deal discussion for account executives: has a deal, deal details, telephone (spec 03)',
  privacyRequest: 'Privacy request (California privacy rights) in Steps 1 to 5: the request, the relationship with Axos Financial, identity, address and reply method, then a summary (spec 03)',
  brokerScenario: 'Broker scenario: loan details, property information, broker information with an NMLS lookup (spec 03); services.nmlsLookup, options (the select lists)',
  mortgageQuote: 'Mortgage rate quote with Rate Watch and Apply Filters (spec 03); services.rateWatch; settings rateWatchBody, smsConsentText, rateWatchSuccess, rateWatchNotSubmitted',
  vendorQuestionnaire: 'Vendor questionnaire, HubSpot shape: company, 1 to 4 owners, contacts, organization, 1 to 3 officers, insurer, forecast, security, contact; settings consentText, pageId (spec 03)',
};
