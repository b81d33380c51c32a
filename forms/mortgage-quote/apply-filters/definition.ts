import type { FormContext } from '../../attribution';
import { defineForm } from '../../engine/define-form';
import { isField } from '../../engine/types';
import { DEFAULT_DOWN_PAYMENT_PERCENT } from '../codes';
import { criteriaFields } from '../definition';
import { filtersPayload, type QuoteContactValues, quoteContact } from './payload';
import type { FiltersValues } from './schema';

/** Apply Filters' lead, part of the mortgage quote form: the id its lead envelope and the tab's outbox name it by. */
export const APPLY_FILTERS_LEAD = 'mortgageQuote.applyFilters';

/**
 * Apply Filters (spec 03 §2, §5): the quote's criteria, prefilled from the quote just sent, to adjust
 * and send again. Changing the purpose empties the other purpose's amounts (a filter is adjusted, not
 * started over, so the rest stays). Cash out is required for refinance here.
 */
export function filtersFormFor(quote: QuoteContactValues) {
  return defineForm({
    schema: () => import('./schema').then((module) => module.filtersSchema),
    payload: (values: FiltersValues, context: FormContext) => filtersPayload(values, quote, context),
    // The relay builds the same payload from the lead: it needs the quote's contact fields beside the filters.
    leadValues: (values) => ({ ...values, ...quoteContact(quote) }),
    submitLabel: 'Apply Filters',
    resets: [
      {
        on: 'loanPurpose',
        values: () => ({
          salesPrice: '',
          downPayment: '',
          downPaymentPercent: DEFAULT_DOWN_PAYMENT_PERCENT,
          appraisedValue: '',
          mortgageBalance: '',
          cashOut: '',
        }),
      },
    ],
    repeatable: true,
    fields: criteriaFields<FiltersValues>().map((field) => (isField(field) && field.name === 'cashOut' ? { ...field, required: true } : field)),
  });
}
