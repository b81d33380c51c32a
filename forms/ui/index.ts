export { CheckboxField, type CheckboxFieldProps } from './CheckboxField';
export { ControlledSelectField, type ControlledSelectFieldProps, type ControlledSelectOption } from './ControlledSelectField';
export { ControlledTextField, type ControlledTextFieldProps } from './ControlledTextField';
export { CurrencyField, type CurrencyFieldProps } from './CurrencyField';
export { formatCurrency, sanitizeCurrencyInput, type CurrencyOptions } from '../fields/currency';
export { toIsoDate } from '../fields/iso-date';
export { DateField, type DateFieldProps } from './DateField';
export { DIGIT_GROUP_MASK, DIGIT_GROUP_PLACEHOLDER, DigitGroupField } from './DigitGroupField';
export { ErrorSummary, summaryItems, type ErrorSummaryItem, type ErrorSummaryProps, type FieldErrorsLike } from './ErrorSummary';
export { Field, type FieldProps } from './Field';
export { FieldDescription } from './FieldDescription';
export { fieldState, useFieldId, type FieldFrameProps, type FieldState } from './field-state';
export { useField, type BaseFieldProps } from './use-field';
export { FieldGroup, optionId, type FieldGroupProps } from './FieldGroup';
export { Fieldset, type FieldsetProps } from './Fieldset';
export { amountFromPercent, clampPercent, percentFromAmount } from '../fields/linked-amount';
export { MaskedField, type MaskedFieldProps } from './MaskedField';
export { MultiSelectField, chosenText, type MultiSelectFieldProps } from './MultiSelectField';
export { NumberField, rangeHint, type NumberFieldProps, type RangeHintOptions } from './NumberField';
export { PercentCurrencyPair, type PercentCurrencyPairProps } from './PercentCurrencyPair';
export { PHONE_MASK, PHONE_PLACEHOLDER, PhoneField } from './PhoneField';
export {
  CheckboxGroupField,
  ChoiceGroupField,
  RadioGroupField,
  YES_NO_OPTIONS,
  YesNoField,
  type CheckboxGroupFieldProps,
  type ChoiceGroupFieldProps,
  type RadioGroupFieldProps,
  type YesNoFieldProps,
} from './ChoiceGroupField';
export { SelectField, type SelectFieldProps, type SelectOption } from './SelectField';
export { StateSelectField, type StateSelectFieldProps } from './StateSelectField';
export { STATE_PLACEHOLDER, US_STATE_OPTIONS } from '../fields/us-states';
export { TextareaField, remainingMessage, type TextareaFieldProps } from './TextareaField';
export { TextField, type TextFieldProps } from './TextField';
export { formatTimeSlot, timeSlots } from '../fields/time-slots';
export { TimeSlotField } from './TimeSlotField';
export { US_STATE_CODES, US_STATES, type UsState } from '../fields/us-states';
export { joinMulti } from '../fields/values';
export { ZipField, type ZipFieldProps } from './ZipField';
