/**
 * A Yes/No question's answers, as the form holds and sends them (spec 03 §3: the privacy form, the deal form):
 * the field's radios (ui/ChoiceGroupField.tsx `YesNoField`) and the schemas' `oneOf` read them here.
 */
export const YES_NO = ['Yes', 'No'] as const;
