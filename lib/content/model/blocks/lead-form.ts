import { z } from 'zod';
import { FORM_IDS, manifestOf } from '@/forms/form-ids';
import { EndpointUrl, SubmitHandlerConfig } from '@/forms/submit/config';
import { EmailCheckConfig } from '@/forms/submit/email-check-config';
import { CrmAttribution, Markdown, Text, Variant } from '@/lib/content/fields';

/** A form of forms/registry.ts, with its copy, where it is sent and its success view. */
export const LeadFormBlock = z
  .strictObject({
    type: z.literal('leadForm'),
    id: z.string().min(1),
    form: z.enum(FORM_IDS).meta({
      description: 'Which form the visitor fills in: its fields, its checks and what it sends. The content check says which settings, services or lists the chosen form needs.',
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
          "Other endpoints the form calls besides its submit handler, by name (a {token} site URL or https): see docs/forms.md for which form needs which.",
      }),
    crm: CrmAttribution.optional().meta({ description: "Replaces the site's crm settings for this form." }),
    success: z
      .strictObject({ headline: Text.optional(), body: Text.optional().meta({ description: 'The text under the success headline.' }) })
      .optional()
      .meta({ description: 'The success view; defaults: Submitted! and the thank-you text.' }),
    settings: z
      .record(z.string(), z.union([z.string(), z.number(), z.boolean()]))
      .optional()
      .meta({ description: "The form's own settings (see docs/forms.md for which form needs which)." }),
    options: z
      .record(
        z.string(),
        z
          .array(
            z.strictObject({
              value: z.string().trim().min(1).meta({ description: 'The value the form sends for this choice.' }),
              label: Text.meta({ description: 'The text the visitor reads.' }),
            }),
          )
          .min(1)
          .meta({ description: 'The choices in the order shown: the value sent, and the label the visitor reads.' }),
      )
      .optional()
      .meta({
        description:
          "The form's option lists by name, each replacing the form's default list (see docs/forms.md for which form takes which; a list must keep the values the form's rules name).",
      }),
    variant: Variant.optional(),
  })
  .superRefine((block, context) => {
    const manifest = manifestOf(block.form);
    for (const name of manifest.services ?? []) {
      if (block.services?.[name] === undefined) {
        context.addIssue({ code: 'custom', path: ['services', name], message: `Required by the ${block.form} form` });
      }
    }
    // A service no form calls would still be an endpoint of the page (its connect-src), a place a visitor's data could go.
    for (const name of Object.keys(block.services ?? {})) {
      if (!(manifest.services ?? []).includes(name)) {
        const calls = manifest.services ? `it calls ${manifest.services.join(', ')}` : 'it calls none';
        context.addIssue({ code: 'custom', path: ['services', name], message: `The ${block.form} form calls no service ${name} (${calls}); remove it` });
      }
    }
    const lists = manifest.options ?? {};
    for (const [name, options] of Object.entries(block.options ?? {})) {
      if (!Object.hasOwn(lists, name)) {
        const known = Object.keys(lists);
        context.addIssue({
          code: 'custom',
          path: ['options', name],
          message: `The ${block.form} form has no list ${name}${known.length > 0 ? ` (its lists: ${known.join(', ')})` : ''}`,
        });
        continue;
      }
      const values = options.map((option) => option.value);
      for (const value of lists[name] ?? []) {
        if (!values.includes(value)) context.addIssue({ code: 'custom', path: ['options', name], message: `Must include the value ${value} (the ${block.form} form's rules name it)` });
      }
      values.forEach((value, index) => {
        if (values.indexOf(value) !== index) context.addIssue({ code: 'custom', path: ['options', name, index, 'value'], message: `${value} is listed twice` });
      });
    }
    for (const key of manifest.settings ?? []) {
      if (block.settings?.[key] === undefined) {
        context.addIssue({ code: 'custom', path: ['settings', key], message: `Required by the ${block.form} form` });
      }
    }
  })
  .meta({ title: 'Lead form', description: 'A form of the form registry, with its headline, description and disclosure.' });

export type LeadFormBlockData = z.infer<typeof LeadFormBlock>;
