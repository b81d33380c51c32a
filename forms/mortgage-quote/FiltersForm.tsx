'use client';

import { type FormEvent, useLayoutEffect, useMemo, useState } from 'react';
import { FormShell } from '../engine/FormShell';
import { defaultsOf, type FormProps } from '../engine/types';
import { useFormEngine } from '../engine/useFormEngine';
import styles from '../ui/Field.module.scss';
import { APPLY_FILTERS_LEAD, filtersFormFor } from './apply-filters/definition';
import type { FiltersValues } from './apply-filters/schema';
import { CriteriaFields } from './CriteriaFields';
import type { QuoteValues } from './schema';

/** The quote's criteria, which the filters start from. */
function criteriaOf(quote: QuoteValues): FiltersValues {
  return {
    loanPurpose: quote.loanPurpose,
    propertyType: quote.propertyType,
    occupancy: quote.occupancy,
    salesPrice: quote.salesPrice,
    downPayment: quote.downPayment,
    downPaymentPercent: quote.downPaymentPercent,
    appraisedValue: quote.appraisedValue,
    mortgageBalance: quote.mortgageBalance,
    cashOut: quote.cashOut,
    creditScore: quote.creditScore,
    zipCode: quote.zipCode,
  };
}

const FILTERS_HEADING = 'Adjust your quote';
/** Ours: what the visitor reads once adjusted filters were sent. */
const FILTERS_APPLIED = 'Your adjusted quote was sent.';

/**
 * Apply Filters, shown once a quote was sent with 'Get My Rate': the quote's criteria, prefilled, to
 * adjust and send again as the same quote (the contact fields are the quote's). Each Apply Filters is
 * a new send.
 */
export function FiltersForm({ quote, props, headingId }: { quote: QuoteValues; props: FormProps; headingId: string }) {
  const definition = useMemo(() => filtersFormFor(quote), [quote]);
  const engine = useFormEngine(definition, { ...props, form: APPLY_FILTERS_LEAD, labelledBy: headingId });
  const [applied, setApplied] = useState(0);
  const { reset } = engine.form;
  const [ready, setReady] = useState(false);
  // The filters start from the quote just sent, not from the empty defaults. The fields render only
  // then, so the down payment pair first sees the quote's amount and keeps it (dollars typed on the
  // quote are not recomputed from the rounded percent).
  useLayoutEffect(() => {
    reset({ ...defaultsOf(definition), ...criteriaOf(quote) });
    // eslint-disable-next-line react-hooks/set-state-in-effect -- react-hook-form's reset runs in an effect, and the fields wait for it (before paint, so no frame shows them empty)
    setReady(true);
  }, [reset, definition, quote]);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void engine.submit().then((sent) => {
      if (sent) setApplied((count) => count + 1);
    });
  };
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>{FILTERS_HEADING}</h3>
      <FormShell engine={{ ...engine, onSubmit }} props={{ ...props, labelledBy: headingId }} submitLabel={definition.submitLabel}>
        {ready ? <CriteriaFields engine={engine} items={definition.fields} /> : null}
      </FormShell>
      <div role="status" className={applied > 0 ? styles.notice : undefined}>
        {applied > 0 ? <p key={applied}>{FILTERS_APPLIED}</p> : null}
      </div>
    </section>
  );
}
