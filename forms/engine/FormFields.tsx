'use client';

import dynamic from 'next/dynamic';
import { type ReactNode, Suspense } from 'react';
import type { Control, FieldValues } from 'react-hook-form';
import { CheckboxField } from '../ui/CheckboxField';
import { CurrencyField } from '../ui/CurrencyField';
import { DateField } from '../ui/DateField';
import { PhoneField } from '../ui/PhoneField';
import { SelectField } from '../ui/SelectField';
import { TextareaField } from '../ui/TextareaField';
import { TextField } from '../ui/TextField';
import { TimeSlotField } from '../ui/TimeSlotField';

/*
 * The kinds only spec 03's forms use load on their own (and are preloaded with a page that shows
 * them), so a page with a spec 01 form does not download them. Each reads the form through its
 * FormProvider (FormShell), which is why they take no `control`.
 */
const MultiSelectField = dynamic(() => import('../ui/MultiSelectField').then((module) => module.MultiSelectField<FieldValues, string>));
const CheckboxGroupField = dynamic(() => import('../ui/CheckboxGroupField').then((module) => module.CheckboxGroupField<FieldValues, string>));
const RadioGroupField = dynamic(() => import('../ui/RadioGroupField').then((module) => module.RadioGroupField<FieldValues, string>));
const YesNoField = dynamic(() => import('../ui/RadioGroupField').then((module) => module.YesNoField<FieldValues, string>));
const StateSelectField = dynamic(() => import('../ui/StateSelectField').then((module) => module.StateSelectField<FieldValues, string>));
const ZipField = dynamic(() => import('../ui/ZipField').then((module) => module.ZipField<FieldValues, string>));
const NumberField = dynamic(() => import('../ui/NumberField').then((module) => module.NumberField<FieldValues, string>));
import styles from './Form.module.scss';
import { isShown } from './useFormEngine';
import type { FieldDef, FieldKind, FormEnv, FormItem } from './types';

/** The definition of a field of kind K (the union narrowed to that kind). */
type FieldOfKind<V extends FieldValues, K extends FieldKind> = FieldDef<V> & { kind: K };

type Rendered<V extends FieldValues, K extends FieldKind> = (
  field: FieldOfKind<V, K>,
  control: Control<V>,
  id: string,
) => ReactNode;

/**
 * The component of each field kind, with the label, helper text, id and required flag every field
 * takes. One record, checked by the compiler: a kind added to FieldDef without a component here
 * does not compile.
 */
function renderers<V extends FieldValues>(): { [K in FieldKind]: Rendered<V, K> } {
  const required = (field: { required?: boolean }) => field.required !== false;
  return {
    text: (field, control, id) => (
      <TextField control={control} name={field.name} id={id} label={field.label} helperText={field.helperText}
        required={required(field)} autoComplete={field.autoComplete} maxLength={field.maxLength} placeholder={field.placeholder} />
    ),
    email: (field, control, id) => (
      <TextField control={control} name={field.name} id={id} label={field.label} helperText={field.helperText}
        required={required(field)} type="email" autoComplete={field.autoComplete ?? 'email'} maxLength={field.maxLength} placeholder={field.placeholder} />
    ),
    phone: (field, control, id) => (
      <PhoneField control={control} name={field.name} id={id} label={field.label} helperText={field.helperText}
        required={required(field)} autoComplete={field.autoComplete} />
    ),
    date: (field, control, id) => (
      <DateField control={control} name={field.name} id={id} label={field.label} helperText={field.helperText} required={required(field)} />
    ),
    timeSlot: (field, control, id) => (
      <TimeSlotField control={control} name={field.name} id={id} label={field.label} helperText={field.helperText} required={required(field)} />
    ),
    currency: (field, control, id) => (
      <CurrencyField control={control} name={field.name} id={id} label={field.label} helperText={field.helperText} required={required(field)} />
    ),
    checkbox: (field, control, id) => (
      <CheckboxField control={control} name={field.name} id={id} helperText={field.helperText}>
        {field.label}
      </CheckboxField>
    ),
    textarea: (field, control, id) => (
      <TextareaField control={control} name={field.name} id={id} label={field.label} helperText={field.helperText}
        required={required(field)} rows={field.rows} maxLength={field.maxLength} />
    ),
    select: (field, control, id) => (
      <SelectField control={control} name={field.name} id={id} label={field.label} helperText={field.helperText}
        required={required(field)} options={field.options} placeholder={field.placeholder ?? 'Select'} />
    ),
    multiSelect: (field, _control, id) => (
      <MultiSelectField name={field.name} id={id} label={field.label} helperText={field.helperText}
        required={required(field)} options={field.options} placeholder={field.placeholder} />
    ),
    checkboxGroup: (field, _control, id) => (
      <CheckboxGroupField name={field.name} id={id} label={field.label} helperText={field.helperText}
        required={required(field)} options={field.options} inline={field.inline} />
    ),
    radio: (field, _control, id) => (
      <RadioGroupField name={field.name} id={id} label={field.label} helperText={field.helperText}
        required={required(field)} options={field.options} inline={field.inline} />
    ),
    yesNo: (field, _control, id) => (
      <YesNoField name={field.name} id={id} label={field.label} helperText={field.helperText} required={required(field)} />
    ),
    state: (field, _control, id) => (
      <StateSelectField name={field.name} id={id} label={field.label} helperText={field.helperText} required={required(field)} />
    ),
    zip: (field, _control, id) => (
      <ZipField name={field.name} id={id} label={field.label} helperText={field.helperText}
        required={required(field)} maxLength={field.maxLength} />
    ),
    number: (field, _control, id) => (
      <NumberField name={field.name} id={id} label={field.label} helperText={field.helperText}
        required={required(field)} min={field.min} max={field.max} step={field.step} prefix={field.prefix} suffix={field.suffix} />
    ),
  };
}

function renderField<V extends FieldValues, K extends FieldKind>(
  field: FieldOfKind<V, K>,
  control: Control<V>,
  id: string,
): ReactNode {
  const render: Rendered<V, K> = renderers<V>()[field.kind];
  return render(field, control, id);
}

/** A field with only the options its page offers (each option's `when`); the field itself when none has one. */
function pageOptions<V extends FieldValues>(field: FieldDef<V>, env: FormEnv): FieldDef<V> {
  if (!('options' in field) || !field.options.some((option) => option.when !== undefined)) return field;
  return { ...field, options: field.options.filter((option) => option.when === undefined || option.when(env)) };
}

export type FormFieldsProps<V extends FieldValues> = {
  items: readonly FormItem<V>[];
  control: Control<V>;
  values: V;
  env: FormEnv;
  fieldId: (name: string) => string;
};

/** A definition's fields in order: sections as fieldsets with their legend, hidden ones left out. */
export function FormFields<V extends FieldValues>({ items, control, values, env, fieldId }: FormFieldsProps<V>) {
  return items.map((item) => {
    if (!isShown(item, values, env)) return null;
    if (item.kind === 'section') {
      return (
        <fieldset key={item.legend} className={styles.section}>
          <legend className={styles.legend}>{item.legend}</legend>
          <FormFields items={item.fields} control={control} values={values} env={env} fieldId={fieldId} />
        </fieldset>
      );
    }
    // A boundary per field: a field whose code loads on its own suspends alone, not the form.
    return (
      <div key={item.name}>
        <Suspense fallback={null}>{renderField(pageOptions(item, env), control, fieldId(item.name))}</Suspense>
      </div>
    );
  });
}
