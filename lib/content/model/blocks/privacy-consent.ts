import { z } from 'zod';
import { Href, Markdown, Text } from '@/lib/content/fields';

/** The privacy-consent notice (spec 02 §2): text, a link to the privacy policy and an acknowledge button. */
export const PrivacyConsentBlock = z
  .strictObject({
    type: z.literal('privacyConsent'),
    id: z.string().min(1),
    label: Text.default('Privacy notice').meta({ description: 'Names the notice for screen readers; default "Privacy notice".' }),
    message: Markdown.meta({ description: 'What the site collects and why.' }),
    policyLink: z.strictObject({ displayText: Text.meta({ description: 'The link text.' }), targetUrl: Href }).meta({ description: 'The link to the privacy policy.' }),
    acknowledgeText: Text.default('I understand').meta({
      description: 'The button that hides the notice; the browser remembers it. Default "I understand".',
    }),
  })
  .meta({
    title: 'Privacy-consent notice',
    description: 'A notice with a privacy-policy link and a button that hides it for good in this browser.',
  });

export type PrivacyConsentBlockData = z.infer<typeof PrivacyConsentBlock>;
