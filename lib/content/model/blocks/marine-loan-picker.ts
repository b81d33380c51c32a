import { z } from 'zod';
import { Markdown, Text, Variant } from '@/lib/content/fields';
import { markUrlField } from '@/lib/content/url-fields';

/** A product code goes into the portal URL as written, so it is made of URL-safe characters only. */
const ProductCode = z
  .string()
  .regex(/^[A-Za-z0-9._~-]+$/, 'A product code is letters, digits, ".", "_", "~" or "-" (it goes into the portal URL as written)')
  .meta({ description: "The loan portal's product code for this combination." });

// The keys are the picker's selection values (forms/marine-picker/machine.ts), exactly as step 4 lists
// them; strict objects make each of the 12 combinations required once (a key written twice in one
// object is refused by the content check too), and the compiler checks them against the machine's types.
const OwnershipCodes = z
  .strictObject({ 'Hold in LLC': ProductCode, 'Own Personally': ProductCode })
  .meta({ description: 'The codes of one charter type, by ownership.' });
const CharterCodes = z.strictObject({
  'Full-time Charter': OwnershipCodes,
  'Limited Charter (max 73 days per year)': OwnershipCodes,
  'Personal Use': OwnershipCodes,
}).meta({ description: 'The codes of one loan type, by charter type.' });

const ProductCodes = z.strictObject({ Term: CharterCodes, 'Credit Line': CharterCodes }).meta({
  description:
    'The product code of each of the 12 combinations: loan type (Term, Credit Line), then charter type, then ownership. Every other path (Inventory Finance, for one) gets defaultCode.',
});

/** Spec 03 §2 and §4: the marine loan picker, a four-step wizard that leads to the loan portal by link. */
export const MarineLoanPickerBlock = z
  .strictObject({
    type: z.literal('marineLoanPicker'),
    id: z.string().min(1),
    headline: Text.meta({ description: "The section's heading, above the steps." }),
    bodyCopy: Markdown.optional(),
    pickerVariant: z.enum(['brand', 'nonBrand']).meta({
      description: 'brand: step 1 offers Term Loans and Credit Line (the marine brand); nonBrand: Term Loans and Inventory Finance.',
    }),
    portal: z
      .strictObject({
        // The link carries the visitor's choices to a loan application: https only (a secureLink), never plain http.
        url: markUrlField(
          z.string().min(1).meta({ description: "The loan portal's self-registration page (https), usually a {token} site URL: {loanPortalUrl}/self-registration." }),
          'secureLink',
        ),
        queryName: z
          .string()
          .regex(/^[A-Za-z][A-Za-z0-9_.-]*$/, 'A query parameter name is a letter followed by letters, digits, "_", "." or "-"')
          .meta({ description: 'The query parameter that carries the product code, e.g. productCode.' }),
        productCodes: ProductCodes,
        defaultCode: ProductCode.meta({ description: 'The code of every other combination, Inventory Finance included.' }),
      })
      .meta({ description: 'Where step 4 links: url?queryName=<the product code of the selections>.' }),
    texts: z
      .strictObject({
        loanTypeQuestion: Text.optional().meta({ description: "Step 1's heading; default 'What kind of financing are you looking for?'." }),
        charterQuestion: Text.optional().meta({ description: "Step 2's heading; default 'How will the boat be used?'." }),
        ownershipQuestion: Text.optional().meta({ description: "Step 3's heading; default 'How will you own the boat?'." }),
        applicationNote: Text.optional().meta({
          description: "Step 4's note; default 'The application takes only a few minutes and does not commit you to the loan.'.",
        }),
        portalLinkText: Text.optional().meta({ description: "Step 4's link to the portal; default 'Continue to the loan portal'." }),
      })
      .optional()
      .meta({ description: 'Words the spec does not fix; the choices and "We\'re about to send you to our loan portal." are fixed.' }),
    variant: Variant.optional().meta({ description: 'Colour of the section (default secondary).' }),
  })
  .meta({ title: 'Marine loan picker', description: 'Four steps (loan type, charter, ownership, confirmation) that end in a link to the loan portal.' });

export type MarineLoanPickerBlockData = z.infer<typeof MarineLoanPickerBlock>;
