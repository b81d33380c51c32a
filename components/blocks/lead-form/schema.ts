import { z } from 'zod';
import { SubmitHandlerConfig } from '@/forms/submit/config';
import { EmailCheckConfig } from '@/forms/submit/email-check-config';
import { Markdown, Text, Variant } from '@/lib/content/fields';

export const LEAD_FORMS = ['general', 'company', 'business', 'emailOnly', 'callback', 'fundingCallback'] as const;
export type LeadFormKind = (typeof LEAD_FORMS)[number];

/** Spec 01 §3–§5: one of the six lead forms, with its copy, where it is sent and its success view. */
export const LeadFormBlock = z
  .strictObject({
    type: z.literal('leadForm'),
    id: z.string().min(1),
    form: z.enum(LEAD_FORMS).meta({ description: 'Which lead form (fields, validation and payload).' }),
    headline: Text,
    description: Markdown,
    disclosure: Markdown,
    submit: SubmitHandlerConfig.optional().meta({ description: 'Where the lead is sent; omitted = log.' }),
    emailCheck: EmailCheckConfig.optional(),
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
    variant: Variant.optional(),
  })
  .meta({ title: 'Lead form', description: 'A lead form (general, company, business, email only, callback, funding).' });

export type LeadFormBlockData = z.infer<typeof LeadFormBlock>;
