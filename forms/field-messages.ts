/**
 * The messages each field of each form can show, read from the form's own yup schema at build time:
 * the lead-form block (a server component) hands them to the form, whose fields reserve room for the
 * longest under the control (forms/ui/FieldDescription.tsx), so an error appearing, changing or going
 * never moves what follows (issue 40). The schemas stay out of the page's code: only the strings
 * travel, as props of the form. Server code only: it imports every form's schema.
 */
import { type AnyObjectSchema, type AnySchema, ValidationError } from 'yup';
import { basicContactSchema } from './basic-contact/schema';
import { brokerScenarioSchema } from './broker-scenario/schema';
import { DEFAULT_BROKER_OPTIONS } from './broker-scenario/manifest';
import { businessSchema } from './business/schema';
import { callbackSchema } from './callback/schema';
import { clearingSchema } from './clearing/schema';
import { commercialLendingSchema } from './commercial-lending/schema';
import { companySchema } from './company/schema';
import { contactCompanyTitleSchema } from './contact-company-title/schema';
import { contactUsHubspotSchema } from './contact-us-hubspot/schema';
import { dealDiscussionSchema } from './deal-discussion/schema';
import { dealerNmlsSchema } from './dealer-nmls/schema';
import { dealerSchema } from './dealer/schema';
import { emailMessageSchema } from './email-message/schema';
import { emailOnlySchema } from './email-only/schema';
import { financialAdvisorSchema } from './financial-advisor/schema';
import { fundingCallbackSchema } from './funding-callback/schema';
import { generalSchema } from './general/schema';
import { quoteSchema } from './mortgage-quote/schema';
import { privacyRequestSchema } from './privacy-request/schema';
import { smallBusinessSchema } from './small-business/schema';
import { vendorQuestionnaireSchema } from './vendor-questionnaire/schema';
import type { FormId } from './form-ids';

/** Field name -> the messages its rule can give, in the rule's order, each once. */
export type FieldMessages = Readonly<Record<string, readonly string[]>>;

/**
 * The messages of one rule: those of its tests (yup keeps each test's options, message included, on
 * the test function as `OPTIONS`). The type error is left out, as the inputs always give the rule's
 * type; so are yup's own default messages (templates such as '${path} is invalid', or functions),
 * which no rule here leaves in place. A rule that builds its message from the value (the quote's down
 * payment range) is not listed: its room is the one line every error line keeps.
 */
function messagesOfRule(rule: AnySchema): string[] {
  const messages = rule.tests.map((test) => (test as { OPTIONS?: { message?: unknown } }).OPTIONS?.message);
  return [...new Set(messages.filter((message): message is string => typeof message === 'string' && !message.includes('${')))];
}

/** Every field's messages under `schema` (an object schema of flat fields, as every lead form's is). */
export function messagesOfSchema(schema: AnyObjectSchema): FieldMessages {
  const fields = schema.fields as Record<string, AnySchema>;
  return Object.fromEntries(
    Object.entries(fields)
      .map(([name, rule]) => [name, messagesOfRule(rule)] as const)
      .filter(([, messages]) => messages.length > 0),
  );
}

// The broker form's messages do not depend on the page's option lists: its defaults stand for any.
const SCHEMAS: Record<FormId, AnyObjectSchema> = {
  general: generalSchema,
  company: companySchema,
  business: businessSchema,
  emailOnly: emailOnlySchema,
  callback: callbackSchema,
  fundingCallback: fundingCallbackSchema,
  contactCompanyTitle: contactCompanyTitleSchema,
  basicContact: basicContactSchema,
  financialAdvisor: financialAdvisorSchema,
  contactUsHubspot: contactUsHubspotSchema,
  dealerNmls: dealerNmlsSchema,
  clearing: clearingSchema,
  smallBusiness: smallBusinessSchema,
  commercialLending: commercialLendingSchema,
  dealer: dealerSchema,
  emailMessage: emailMessageSchema,
  dealDiscussion: dealDiscussionSchema,
  privacyRequest: privacyRequestSchema,
  brokerScenario: brokerScenarioSchema(DEFAULT_BROKER_OPTIONS),
  mortgageQuote: quoteSchema,
  vendorQuestionnaire: vendorQuestionnaireSchema,
};

const byForm = new Map<FormId, FieldMessages>();

/** The messages of every field of the form `id`, read once per build. */
export function fieldMessagesOf(id: FormId): FieldMessages {
  let messages = byForm.get(id);
  if (messages === undefined) {
    messages = messagesOfSchema(SCHEMAS[id]);
    byForm.set(id, messages);
  }
  return messages;
}

const neededByForm = new Map<FormId, readonly string[]>();

/**
 * The fields the form `id`'s schema refuses while the form is empty, read once per build: what its
 * still-needed list names at its first check (forms/engine/FormShell.tsx keeps their rows' room from the
 * first paint). Empty is every field missing: each form's start values are the schema's empty ones
 * (field-messages.test.ts holds them to it).
 */
export function neededAtFirstOf(id: FormId): readonly string[] {
  let needed = neededByForm.get(id);
  if (needed === undefined) {
    needed = refusedWhenEmpty(SCHEMAS[id]);
    neededByForm.set(id, needed);
  }
  return needed;
}

function refusedWhenEmpty(schema: AnyObjectSchema): string[] {
  try {
    schema.validateSync({}, { abortEarly: false });
    return [];
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return [...new Set(error.inner.flatMap((inner) => (inner.path === undefined ? [] : [inner.path])))];
  }
}
