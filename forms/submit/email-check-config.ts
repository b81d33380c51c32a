/** The content schema of a page's email check (see email-validators.ts for what each one does). */
import { z } from 'zod';
import { EndpointUrl } from './config';
import { DEFAULT_EMAIL_CHECK } from './default-email-check';

const timeoutMs = z
  .number()
  .int()
  .min(500)
  .max(10_000)
  .optional()
  .meta({ description: 'How long the visitor waits for the check at most, in ms (default 3000); then the address is accepted unverified.' });

export const EmailCheckConfig = z
  .discriminatedUnion('validator', [
    z.strictObject({ validator: z.literal('format') }).meta({ description: 'The format only, no asynchronous check.' }),
    z.strictObject({ validator: z.literal('disposable'), timeoutMs }).meta({ description: 'The format, and not a well-known disposable email domain.' }),
    z
      .strictObject({
        validator: z.literal('service'),
        url: EndpointUrl.meta({ description: 'Answers GET ?email=<address> with {"valid": boolean, "message"?: string}.' }),
        timeoutMs,
      })
      .meta({ description: 'The format, then a verification service.' }),
  ])
  .meta({ description: `How the email address is checked as the visitor types and before the form is sent. Omitted = ${DEFAULT_EMAIL_CHECK.validator}.` });

export type EmailCheckConfig = z.infer<typeof EmailCheckConfig>;
