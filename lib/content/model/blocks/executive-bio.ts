import { z } from 'zod';
import { Href, Image, Markdown, Text, Variant } from '@/lib/content/fields';

/** Spec 02 §3 Executive bio. Contacts render as mailto and tel links. */
const ExecutiveBio = z.strictObject({
  id: z.string().min(1),
  executiveName: Text.meta({ description: 'The person\'s name, the heading of the card.' }),
  executiveTitle: Text.meta({ description: 'Job title, e.g. "Executive Vice President, Chief Financial Officer".' }),
  executiveBodyCopy: Markdown.optional(),
  executiveEmailAddress: z.email().optional().meta({ description: 'Shown as a mailto: link.' }),
  executivePhoneNumber: z
    .string()
    .regex(/^\+?[\d\s().-]*\d[\d\s().-]*$/, 'Digits, spaces and ( ) . - only, e.g. "(858) 350-6200"')
    .optional()
    .meta({ description: 'Shown as written and dialled as a tel: link of its digits.' }),
  executiveLinkedIn: Href.optional().meta({ description: 'The LinkedIn profile URL.' }),
  executiveWebsite: Href.optional(),
  executiveHeadshot: Image.optional().meta({ description: 'A square portrait, shown at 160x160.' }),
  variant: Variant.optional().meta({ description: 'Colour of the card.' }),
});

export const ExecutiveBioBlock = z
  .strictObject({ type: z.literal('executiveBio'), ...ExecutiveBio.shape })
  .meta({ title: 'Executive bio', description: 'One executive: headshot, name, title, biography and contacts.' });

export const ExecutiveBioSetBlock = z
  .strictObject({
    type: z.literal('executiveBioSet'),
    id: z.string().min(1),
    title: Text.optional().meta({ description: 'The heading of the set.' }),
    description: Markdown.optional(),
    executiveBios: z.array(ExecutiveBio).min(1).meta({ description: 'The bios, in order.' }),
    additionalDetails: Markdown.optional().meta({ description: 'Notes shown below the cards.' }),
    variant: Variant.optional(),
  })
  .meta({ title: 'Executive bio set', description: 'A titled grid of executive bio cards.' });

export type ExecutiveBioData = z.infer<typeof ExecutiveBio>;
export type ExecutiveBioBlockData = z.infer<typeof ExecutiveBioBlock>;
export type ExecutiveBioSetBlockData = z.infer<typeof ExecutiveBioSetBlock>;
