'use client';

import { type FormEvent, useRef, useState, type ReactNode } from 'react';
import { useForm, type Control, type FieldValues, type Mode, type Resolver } from 'react-hook-form';
import { ValidationError, type ObjectSchema } from 'yup';
import { FormSuccess } from '@/components/dialogs/FormSuccess';
import type { CrmConfig, FormContext } from '@/forms/attribution';
import { businessPayload } from '@/forms/business/payload';
import { businessSchema } from '@/forms/business/schema';
import { callbackPayload } from '@/forms/callback/payload';
import { callbackSchema } from '@/forms/callback/schema';
import { companyPayload } from '@/forms/company/payload';
import { companySchema } from '@/forms/company/schema';
import { emailOnlyPayload } from '@/forms/email-only/payload';
import { emailOnlySchema } from '@/forms/email-only/schema';
import { fundingCallbackPayload } from '@/forms/funding-callback/payload';
import { fundingCallbackSchema } from '@/forms/funding-callback/schema';
import { generalPayload } from '@/forms/general/payload';
import { generalSchema } from '@/forms/general/schema';
// Module by module, not the forms/submit index: that also exports the zod schemas the block
// checked at build time, which the browser has no need to download.
import { checkEmail, type EmailValidator } from '@/forms/submit/email';
import type { EmailCheckConfig } from '@/forms/submit/email-check-config';
import { emailValidatorFor } from '@/forms/submit/email-validators';
import type { SubmitHandlerConfig } from '@/forms/submit/config';
import { createSubmitGate } from '@/forms/submit/gate';
import { handlerForConfig } from '@/forms/submit/handler-for';
import type { SubmitHandler, SubmitPayload, SubmitResult } from '@/forms/submit/types';
import { CheckboxField, CurrencyField, DateField, PhoneField, TextField, TimeSlotField } from '@/forms/ui';
import type { LeadFormKind } from './schema';
import styles from './LeadForm.module.scss';

/** The consent text of the general form (spec 01 §5). */
export const CONSENT_TEXT =
  'I agree to the Terms and Conditions and consent to receive automated texts, calls and emails, including ' +
  'calls made with an automatic dialer or a pre-recorded voice, at the number and address I provided. ' +
  'Consent is not a condition of purchase. Message and data rates from your carrier may apply. ' +
  'You can opt out at any time.';

/** react-hook-form resolver for a yup object schema: every failing field with its first message. */
export function yupResolver(schema: ObjectSchema<FieldValues>): Resolver<FieldValues> {
  return async (values) => {
    try {
      return { values: await schema.validate(values, { abortEarly: false }), errors: {} };
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      const errors: Record<string, { type: string; message: string }> = {};
      for (const issue of error.inner.length > 0 ? error.inner : [error]) {
        if (issue.path && !errors[issue.path]) errors[issue.path] = { type: issue.type ?? 'validation', message: issue.message };
      }
      return { values: {}, errors };
    }
  };
}

type FieldKind = 'text' | 'phone' | 'checkbox' | 'date' | 'timeSlot' | 'currency';

interface FieldSpec {
  name: string;
  kind: FieldKind;
  label: ReactNode;
  autoComplete?: string;
}

interface FormDescription {
  fields: readonly FieldSpec[];
  schema: ObjectSchema<FieldValues>;
  payload: (values: never, context: FormContext) => object;
  mode: Mode;
  /** callback: the button is disabled only while the form is invalid. */
  disableWhileSending: boolean;
  /** funding: the button is replaced by a spinner while sending. */
  spinner: boolean;
}

const NAME: readonly FieldSpec[] = [
  { name: 'first_name', kind: 'text', label: 'First Name', autoComplete: 'given-name' },
  { name: 'last_name', kind: 'text', label: 'Last Name', autoComplete: 'family-name' },
];
const EMAIL: FieldSpec = { name: 'email', kind: 'text', label: 'Email', autoComplete: 'email' };
const PHONE: FieldSpec = { name: 'phone', kind: 'phone', label: 'Phone', autoComplete: 'tel' };
const WHEN: readonly FieldSpec[] = [
  { name: 'Best_Contact_Date__c', kind: 'date', label: 'Best contact date' },
  { name: 'Best_Time_To_Call__c', kind: 'timeSlot', label: 'Best time to call' },
];

const schemaOf = (schema: unknown) => schema as ObjectSchema<FieldValues>;

/** Every lead form: its fields (in order), schema, payload builder and submit behaviour (spec 01 §3–§5). */
export const FORMS: Record<LeadFormKind, FormDescription> = {
  general: {
    fields: [...NAME, EMAIL, PHONE, { name: 'checkbox__c', kind: 'checkbox', label: CONSENT_TEXT }],
    schema: schemaOf(generalSchema),
    payload: generalPayload,
    mode: 'all',
    disableWhileSending: true,
    spinner: false,
  },
  company: {
    fields: [...NAME, EMAIL, PHONE, { name: 'company', kind: 'text', label: 'Company', autoComplete: 'organization' }],
    schema: schemaOf(companySchema),
    payload: companyPayload,
    mode: 'all',
    disableWhileSending: true,
    spinner: false,
  },
  business: {
    fields: [
      ...NAME,
      { name: 'Business_Name__c', kind: 'text', label: 'Business Name', autoComplete: 'organization' },
      EMAIL,
      PHONE,
      { name: 'NMLS_ID__c', kind: 'text', label: 'Company NMLS ID' },
    ],
    schema: schemaOf(businessSchema),
    payload: businessPayload,
    mode: 'onChange',
    disableWhileSending: true,
    spinner: false,
  },
  emailOnly: {
    fields: [EMAIL],
    schema: schemaOf(emailOnlySchema),
    payload: emailOnlyPayload,
    mode: 'all',
    disableWhileSending: true,
    spinner: false,
  },
  callback: {
    fields: [...NAME, EMAIL, PHONE, ...WHEN],
    schema: schemaOf(callbackSchema),
    payload: callbackPayload,
    mode: 'all',
    disableWhileSending: false,
    spinner: false,
  },
  fundingCallback: {
    fields: [...NAME, EMAIL, PHONE, ...WHEN, { name: 'Potential_Funding__c', kind: 'currency', label: 'Potential funding' }],
    schema: schemaOf(fundingCallbackSchema),
    payload: fundingCallbackPayload,
    mode: 'all',
    disableWhileSending: true,
    spinner: true,
  },
};

function renderField(spec: FieldSpec, control: Control<FieldValues>) {
  const common = { name: spec.name, control };
  switch (spec.kind) {
    case 'checkbox':
      return <CheckboxField {...common}>{spec.label}</CheckboxField>;
    case 'phone':
      return <PhoneField {...common} label={spec.label} required autoComplete={spec.autoComplete} />;
    case 'date':
      return <DateField {...common} label={spec.label} required />;
    case 'timeSlot':
      return <TimeSlotField {...common} label={spec.label} required />;
    case 'currency':
      return <CurrencyField {...common} label={spec.label} required />;
    default:
      return <TextField {...common} label={spec.label} required autoComplete={spec.autoComplete} />;
  }
}

export interface LeadFormProps {
  form: LeadFormKind;
  crm: CrmConfig;
  /** Where to send, as the block checked and resolved it at build time (default: log). */
  submit?: SubmitHandlerConfig;
  /** The email check the page names (default: the format only). */
  emailCheck?: EmailCheckConfig;
  success?: { headline?: string; body?: string };
  /** The id of the heading that names the form. */
  labelledBy?: string;
  /** Tests only: the handler to send with instead of the one `submit` names. */
  handler?: SubmitHandler;
  /** Tests only: the email validator to use instead of the one `emailCheck` names. */
  emailValidator?: EmailValidator;
}

/** The address was turned away by the page's email check: nothing was sent. */
type EmailRejected = { status: 'email-rejected'; message: string };

/** One generic lead form, driven by its description in FORMS. */
export function LeadForm({ form, crm, submit, emailCheck, success, labelledBy, handler, emailValidator }: LeadFormProps) {
  const description = FORMS[form];
  const defaultValues = Object.fromEntries(description.fields.map((f) => [f.name, f.kind === 'checkbox' ? false : '']));
  const { control, handleSubmit, formState, setError } = useForm<FieldValues>({
    defaultValues,
    mode: description.mode,
    resolver: yupResolver(description.schema),
  });
  const gate = useRef(createSubmitGate());
  const delivered = useRef(false);
  /**
   * One gate around the whole submission (validation, the email check and the send), so a double
   * click or Enter pressed twice starts one; and once a lead is delivered, never another.
   */
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (delivered.current) return;
    void gate.current.run(() => handleSubmit(onValid)());
  };
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | undefined>();

  const onValid = async (values: FieldValues) => {
    const payload = description.payload(values as never, {
      crm,
      path: window.location.pathname,
      search: window.location.search,
    }) as SubmitPayload;
    const send = handler ?? handlerForConfig(submit ?? { handler: 'log' });
    const check = emailValidator ? { validator: emailValidator } : emailValidatorFor(emailCheck);
    setSending(true);
    setFailure(undefined);
    const result: SubmitResult | EmailRejected = await (async () => {
      if (check.validator && typeof values.email === 'string') {
        const verdict = await checkEmail(values.email, check.validator, { timeoutMs: check.timeoutMs });
        if (!verdict.accepted) return { status: 'email-rejected', message: verdict.message };
      }
      return send(payload, { pageUri: window.location.href, pageName: document.title });
    })();
    if (result.status === 'sent') delivered.current = true;
    setSending(false);
    if (result.status === 'sent') setSent(true);
    else if (result.status === 'email-rejected') setError('email', { type: 'emailCheck', message: result.message }, { shouldFocus: true });
    else setFailure(result.message || 'Your request was not sent. Please try again.');
  };

  if (sent) return <FormSuccess heading={success?.headline} text={success?.body} />;

  const disabled = !formState.isValid || (description.disableWhileSending && sending);
  return (
    <form noValidate aria-labelledby={labelledBy} className={styles.form} onSubmit={onSubmit}>
      {description.fields.map((spec) => (
        <div key={spec.name}>{renderField(spec, control)}</div>
      ))}
      {failure ? (
        <p role="alert" className={styles.alert}>
          {failure}
        </p>
      ) : null}
      {description.spinner && sending ? (
        <span role="progressbar" aria-label="Sending your request" className={styles.spinner} />
      ) : (
        <button type="submit" disabled={disabled} className={styles.submit}>
          {failure ? 'Send again' : 'Submit'}
        </button>
      )}
    </form>
  );
}
