/**
 * Every form the relay takes, by the id its manifest gives it (forms/form-ids.ts): the form's own schema
 * and payload builder, imported from its folder, never copied. The relay runs on Node and as a
 * Worker, so it imports the modules that hold no React (schema.ts, payload.ts, manifest.ts), not the
 * definitions, whose fields pull in the form's UI; the definitions import these same two modules, so
 * the page and the relay judge and build a lead with one code. The compiler refuses a form id without
 * an entry (Record<FormId, ...>).
 */
import { type AnyObjectSchema, type InferType, ValidationError } from 'yup';
import type { FormContext } from '@/forms/attribution';
import type { FormId } from '@/forms/form-ids';
import type { SubmitPayload } from '@/forms/submit/types';
import { basicContactSchema } from '@/forms/basic-contact/schema';
import { basicContactPayload } from '@/forms/basic-contact/payload';
import { brokerScenarioSchema } from '@/forms/broker-scenario/schema';
import { brokerScenarioPayload } from '@/forms/broker-scenario/payload';
import { brokerOptions } from '@/forms/broker-scenario/manifest';
import { businessSchema } from '@/forms/business/schema';
import { businessPayload } from '@/forms/business/payload';
import { callbackSchema } from '@/forms/callback/schema';
import { callbackPayload } from '@/forms/callback/payload';
import { clearingSchema } from '@/forms/clearing/schema';
import { clearingPayload } from '@/forms/clearing/payload';
import { commercialLendingSchema } from '@/forms/commercial-lending/schema';
import { commercialLendingPayload } from '@/forms/commercial-lending/payload';
import { companySchema } from '@/forms/company/schema';
import { companyPayload } from '@/forms/company/payload';
import { contactCompanyTitleSchema } from '@/forms/contact-company-title/schema';
import { contactCompanyTitlePayload } from '@/forms/contact-company-title/payload';
import { contactUsHubspotSchema } from '@/forms/contact-us-hubspot/schema';
import { contactUsHubspotPayload } from '@/forms/contact-us-hubspot/payload';
import { dealDiscussionSchema } from '@/forms/deal-discussion/schema';
import { dealDiscussionPayload } from '@/forms/deal-discussion/payload';
import { dealerNmlsSchema } from '@/forms/dealer-nmls/schema';
import { dealerNmlsPayload } from '@/forms/dealer-nmls/payload';
import { dealerSchema } from '@/forms/dealer/schema';
import { dealerPayload } from '@/forms/dealer/payload';
import { emailMessageSchema } from '@/forms/email-message/schema';
import { emailMessagePayload } from '@/forms/email-message/payload';
import { emailOnlySchema } from '@/forms/email-only/schema';
import { emailOnlyPayload } from '@/forms/email-only/payload';
import { financialAdvisorSchema } from '@/forms/financial-advisor/schema';
import { financialAdvisorPayload } from '@/forms/financial-advisor/payload';
import { fundingCallbackSchema } from '@/forms/funding-callback/schema';
import { fundingCallbackPayload } from '@/forms/funding-callback/payload';
import { generalSchema } from '@/forms/general/schema';
import { generalPayload } from '@/forms/general/payload';
import { quoteSchema } from '@/forms/mortgage-quote/schema';
import { quotePayload } from '@/forms/mortgage-quote/payload';
import { filtersSchema } from '@/forms/mortgage-quote/apply-filters/schema';
import { filtersPayload, type QuoteContactValues } from '@/forms/mortgage-quote/apply-filters/payload';
import { privacyRequestSchema } from '@/forms/privacy-request/schema';
import { privacyRequestPayload } from '@/forms/privacy-request/payload';
import { smallBusinessSchema } from '@/forms/small-business/schema';
import { smallBusinessPayload } from '@/forms/small-business/payload';
import { vendorQuestionnaireSchema } from '@/forms/vendor-questionnaire/schema';
import { vendorQuestionnairePayload } from '@/forms/vendor-questionnaire/payload';

/** A page's option lists for a form (the block's `options`), which some schemas are built from. */
export type FormOptions = Readonly<Record<string, readonly { value: string; label: string }[]>>;

/** A field the form's schema refused, with the schema's own message. */
type FieldError = { field: string; message: string };

/** What checking a lead's values gives: the schema's errors, or a builder of the payload from the values it accepted. */
type Checked =
  | { ok: false; errors: FieldError[] }
  | { ok: true; values: Record<string, unknown>; build: (context: FormContext) => SubmitPayload };

/** One form as the relay runs it: its schema for a page's option lists, and the check of a lead's values with it. */
export type RelayForm = {
  schema(options: FormOptions | undefined): AnyObjectSchema;
  check(values: unknown, options: FormOptions | undefined): Promise<Checked>;
};

/** A yup schema's verdict on values: its output, or the first message of each field it refused. */
async function verdict<S extends AnyObjectSchema>(schema: S, values: unknown): Promise<{ ok: true; values: InferType<S> } | { ok: false; errors: FieldError[] }> {
  try {
    return { ok: true, values: await schema.validate(values, { abortEarly: false }) };
  } catch (error) {
    if (!ValidationError.isError(error)) throw error;
    const each = error.inner.length > 0 ? error.inner : [error];
    // The first message of each field, as the form shows it under the field.
    const errors = new Map<string, string>();
    for (const one of each) if (!errors.has(one.path ?? '')) errors.set(one.path ?? '', one.message);
    return { ok: false, errors: [...errors].map(([field, message]) => ({ field, message })) };
  }
}

/** Ties a schema to its payload builder, so the values the schema accepted reach the builder with the schema's type. */
function form<S extends AnyObjectSchema>(
  schema: (options: FormOptions | undefined) => S,
  payload: (values: InferType<S>, context: FormContext) => SubmitPayload,
): RelayForm {
  return {
    schema,
    check: async (values, options) => {
      const judged = await verdict(schema(options), values);
      return judged.ok ? { ok: true, values: judged.values, build: (context) => payload(judged.values, context) } : judged;
    },
  };
}

export const RELAY_FORMS: Record<FormId, RelayForm> = {
  general: form(() => generalSchema, generalPayload),
  company: form(() => companySchema, companyPayload),
  business: form(() => businessSchema, businessPayload),
  emailOnly: form(() => emailOnlySchema, emailOnlyPayload),
  callback: form(() => callbackSchema, callbackPayload),
  fundingCallback: form(() => fundingCallbackSchema, fundingCallbackPayload),
  contactCompanyTitle: form(() => contactCompanyTitleSchema, contactCompanyTitlePayload),
  basicContact: form(() => basicContactSchema, basicContactPayload),
  financialAdvisor: form(() => financialAdvisorSchema, financialAdvisorPayload),
  contactUsHubspot: form(() => contactUsHubspotSchema, contactUsHubspotPayload),
  dealerNmls: form(() => dealerNmlsSchema, dealerNmlsPayload),
  clearing: form(() => clearingSchema, clearingPayload),
  smallBusiness: form(() => smallBusinessSchema, smallBusinessPayload),
  commercialLending: form(() => commercialLendingSchema, commercialLendingPayload),
  dealer: form(() => dealerSchema, dealerPayload),
  emailMessage: form(() => emailMessageSchema, emailMessagePayload),
  dealDiscussion: form(() => dealDiscussionSchema, dealDiscussionPayload),
  privacyRequest: form(() => privacyRequestSchema, privacyRequestPayload),
  brokerScenario: form((options) => brokerScenarioSchema(brokerOptions(options)), brokerScenarioPayload),
  mortgageQuote: form(() => quoteSchema, quotePayload),
  vendorQuestionnaire: form(() => vendorQuestionnaireSchema, vendorQuestionnairePayload),
};

/** The quote's contact fields, which Apply Filters sends again with the adjusted criteria. */
const QUOTE_CONTACT = ['firstName', 'lastName', 'email', 'phone'] as const;

/**
 * Leads a form sends besides its own, by the id the browser names them with, each under the route of
 * its form (`parent`): the mortgage quote's Apply Filters, the quote sent again with adjusted criteria.
 * Its values are the filters' (their own schema) and the quote's contact fields (the quote's rules),
 * which the browser sends with them.
 */
export const RELAY_SUB_FORMS: Readonly<Record<string, { parent: FormId; form: RelayForm }>> = {
  'mortgageQuote.applyFilters': {
    parent: 'mortgageQuote',
    form: {
      schema: () => filtersSchema,
      check: async (values) => {
        const filters = await verdict(filtersSchema, values);
        const contact: Record<string, unknown> = {};
        const errors: FieldError[] = filters.ok ? [] : [...filters.errors];
        for (const field of QUOTE_CONTACT) {
          const value: unknown = typeof values === 'object' && values !== null ? Reflect.get(values, field) : undefined;
          try {
            const valid: unknown = await quoteSchema.validateAt(field, { [field]: value });
            contact[field] = valid;
          } catch (error) {
            if (!ValidationError.isError(error)) throw error;
            errors.push({ field, message: error.message });
          }
        }
        if (!filters.ok || errors.length > 0) return { ok: false, errors };
        const quote: QuoteContactValues = { firstName: contact.firstName, lastName: contact.lastName, email: contact.email, phone: contact.phone };
        return { ok: true, values: { ...filters.values, ...contact }, build: (context) => filtersPayload(filters.values, quote, context) };
      },
    },
  },
};
