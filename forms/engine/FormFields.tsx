'use client';

import { memo, type ReactNode } from 'react';
import type { Control, FieldValues } from 'react-hook-form';
import { CheckboxField } from '../ui/CheckboxField';
import { CurrencyField } from '../ui/CurrencyField';
import { DateField } from '../ui/DateField';
import { Fieldset } from '../ui/Fieldset';
import { PhoneField } from '../ui/PhoneField';
import { SelectField } from '../ui/SelectField';
import { TextareaField } from '../ui/TextareaField';
import { TextField } from '../ui/TextField';
import { TimeSlotField } from '../ui/TimeSlotField';
import { MultiSelectField } from '../ui/MultiSelectField';
import { NumberField } from '../ui/NumberField';
import { CheckboxGroupField, RadioGroupField, YesNoField } from '../ui/ChoiceGroupField';
import { ZipField } from '../ui/ZipField';
import { RepeatGroup } from './RepeatGroup';
import { isShown } from './useFormEngine';
import { autoCompleteOf, type FieldDef, type FieldKind, type FormEnv, type FormItem } from './types';

/** The definition of a field of kind K (the union narrowed to that kind). */
type FieldOfKind<V extends FieldValues, K extends FieldKind> = FieldDef<V> & { kind: K };

type Rendered<V extends FieldValues, K extends FieldKind> = (field: FieldOfKind<V, K>, control: Control<V>, id: string) => ReactNode;

/**
 * The component of each field kind, with the label, helper text, id and required flag every field
 * takes. One record, checked by the compiler: a kind added to FieldDef without a component here
 * does not compile.
 */
function renderers<V extends FieldValues>(): { [K in FieldKind]: Rendered<V, K> } {
  // What every field but the checkbox takes: its control, name, id, label, helper text and required flag.
  const common = <K extends FieldKind>(field: FieldOfKind<V, K>, control: Control<V>, id: string) => ({
    control,
    name: field.name,
    id,
    label: field.label,
    helperText: field.helperText,
    required: field.required !== false,
  });
  return {
    text: (field, control, id) => (
      <TextField {...common(field, control, id)} autoComplete={field.autoComplete} maxLength={field.maxLength} placeholder={field.placeholder} />
    ),
    email: (field, control, id) => (
      <TextField
        {...common(field, control, id)}
        type="email"
        autoComplete={autoCompleteOf(field)}
        maxLength={field.maxLength}
        placeholder={field.placeholder}
      />
    ),
    phone: (field, control, id) => <PhoneField {...common(field, control, id)} autoComplete={field.autoComplete} />,
    date: (field, control, id) => <DateField {...common(field, control, id)} past={field.past} autoComplete={field.autoComplete} />,
    timeSlot: (field, control, id) => <TimeSlotField {...common(field, control, id)} />,
    currency: (field, control, id) => <CurrencyField {...common(field, control, id)} />,
    checkbox: (field, control, id) => (
      <CheckboxField control={control} name={field.name} id={id} helperText={field.helperText}>
        {field.label}
      </CheckboxField>
    ),
    textarea: (field, control, id) => <TextareaField {...common(field, control, id)} rows={field.rows} maxLength={field.maxLength} />,
    select: (field, control, id) => <SelectField {...common(field, control, id)} options={field.options} placeholder={field.placeholder ?? 'Select'} />,
    multiSelect: (field, control, id) => <MultiSelectField {...common(field, control, id)} options={field.options} placeholder={field.placeholder} />,
    checkboxGroup: (field, control, id) => <CheckboxGroupField {...common(field, control, id)} options={field.options} inline={field.inline} />,
    radio: (field, control, id) => <RadioGroupField {...common(field, control, id)} options={field.options} inline={field.inline} />,
    yesNo: (field, control, id) => <YesNoField {...common(field, control, id)} />,
    zip: (field, control, id) => <ZipField {...common(field, control, id)} maxLength={field.maxLength} />,
    number: (field, control, id) => (
      <NumberField {...common(field, control, id)} min={field.min} max={field.max} step={field.step} prefix={field.prefix} suffix={field.suffix} />
    ),
  };
}

function renderField<V extends FieldValues, K extends FieldKind>(field: FieldOfKind<V, K>, control: Control<V>, id: string): ReactNode {
  const render: Rendered<V, K> = renderers<V>()[field.kind];
  return render(field, control, id);
}

/** A field with only the options its page offers (each option's `when`); the field itself when none has one. */
function pageOptions<V extends FieldValues>(field: FieldDef<V>, env: FormEnv): FieldDef<V> {
  if (!('options' in field) || !field.options.some((option) => option.when !== undefined)) return field;
  return { ...field, options: field.options.filter((option) => option.when === undefined || option.when(env)) };
}

interface FieldItemProps {
  field: FieldDef<FieldValues>;
  control: Control<FieldValues>;
  id: string;
  env: FormEnv;
}

/**
 * One field, drawn again only when its definition, control, id or page change. The form renders on
 * every keystroke (it watches every value, for the reveal rules), and drew every field again each
 * time: in the vendor questionnaire, with its owners' and officers' rows, a character typed drew
 * them all (its unit tests, which type whole forms, went from 18.2 to 14.6 s with this). A field's
 * own value, error and touched state reach it through its controller (react-hook-form's
 * useController), which draws it again when they change.
 */
const FieldItem = memo(function FieldItem({ field, control, id, env }: FieldItemProps) {
  return renderField(pageOptions(field, env), control, id);
});

export type FormFieldsProps<V extends FieldValues> = {
  items: readonly FormItem<V>[];
  control: Control<V>;
  values: V;
  env: FormEnv;
  fieldId: (name: string) => string;
};

/**
 * A definition's fields in order: sections as fieldsets with their legend, repeatable groups with their
 * rows and buttons, hidden ones left out.
 */
export function FormFields<V extends FieldValues>({ items, control, values, env, fieldId }: FormFieldsProps<V>) {
  return items.map((item) => {
    if (!isShown(item, values, env)) return null;
    if (item.kind === 'repeat') {
      return (
        <RepeatGroup
          key={item.legend}
          item={item}
          values={values}
          fieldId={fieldId}
          renderRow={(fields) => <FormFields items={fields} control={control} values={values} env={env} fieldId={fieldId} />}
        />
      );
    }
    if (item.kind === 'section') {
      return (
        <Fieldset key={item.legend} legend={item.legend}>
          <FormFields items={item.fields} control={control} values={values} env={env} fieldId={fieldId} />
        </Fieldset>
      );
    }
    return (
      <div key={item.name}>
        <FieldItem field={item as FieldDef<FieldValues>} control={control as unknown as Control<FieldValues>} id={fieldId(item.name)} env={env} />
      </div>
    );
  });
}
