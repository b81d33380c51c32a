import { z } from 'zod';
import { FORM_IDS, FORM_SERVICES, FORM_SETTINGS, FORM_TITLES } from '@/forms/form-ids';
import { EndpointUrl, SubmitHandlerConfig } from '@/forms/submit/config';
import { EmailCheckConfig } from '@/forms/submit/email-check-config';
import { Markdown, Text, Variant } from '@/lib/content/fields';


/** A form of forms/registry.ts, with its copy, where it is sent and its success view. */
export const LeadFormBlock = z
  .strictObject({
    type: z.literal('leadForm'),
    id: z.string().min(1),
    form: z.enum(FORM_IDS).meta({
      description: `Which form (fields, validation and payload): ${FORM_IDS.map((id) => `${id} = ${FORM_TITLES[id]}`).join('; ')}.`,
    }),
    headline: Text,
    description: Markdown,
    disclosure: Markdown,
    submit: SubmitHandlerConfig.optional().meta({ description: 'Where the lead is sent; omitted = log.' }),
    emailCheck: EmailCheckConfig.optional(),
    services: z
      .record(z.string().regex(/^[a-z][A-Za-z0-9]*$/, 'A service name is a camelCase word, e.g. nmlsLookup'), EndpointUrl)
      .optional()
      .meta({
        description:
          "Other endpoints the form calls besides its submit handler, by name (a {token} site URL or https): see the README's forms table for which form needs which.",
      }),
    crm: z
      .strictObject({
        brand: z.string().optional(),
        branch: z.string().optional(),
        subBranch: z.string().optional(),
        leadSourceDetail: z.string().optional(),
        otherLeadSource: z.string().optional(),
      })
      .optional()
      .meta({ description: "Replaces the site's crm settings for this form." }),
    success: z
      .strictObject({ headline: Text.optional(), body: Text.optional() })
      .optional()
      .meta({ description: 'The success view; defaults: Submitted! and the thank-you text.' }),
    settings: z
      .record(z.string(), z.union([z.string(), z.number(), z.boolean()]))
      .optional()
      .meta({ description: "The form's own settings (see the README's forms table for which form needs which)." }),
    variant: Variant.optional(),
  })
  .superRefine((block, context) => {
    for (const name of FORM_SERVICES[block.form] ?? []) {
      if (block.services?.[name] === undefined) {
        context.addIssue({ code: 'custom', path: ['services', name], message: `Required by the ${block.form} form` });
      }
    }
    for (const key of FORM_SETTINGS[block.form] ?? []) {
      if (block.settings?.[key] === undefined) {
        context.addIssue({ code: 'custom', path: ['settings', key], message: `Required by the ${block.form} form` });
      }
    }
  })
  .meta({ title: 'Lead form', description: 'A form of the form registry, with its headline, description and disclosure.' });

export type LeadFormBlockData = z.infer<typeof LeadFormBlock>;
