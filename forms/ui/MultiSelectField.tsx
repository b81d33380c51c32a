'use client';

import type { MouseEvent } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { Field } from './Field';
import { useField, type BaseFieldProps } from './use-field';
import type { SelectOption } from './SelectField';
import { toValueList } from './choices';
import styles from './Field.module.scss';
import { useMultiSelect } from './use-multi-select';

export interface MultiSelectFieldProps<T extends FieldValues, N extends FieldPath<T>> extends BaseFieldProps<T, N> {
  options: readonly SelectOption[];
  /** Shown in the closed control while nothing is chosen. */
  placeholder?: string;
  /** Called with the chosen values each time the list closes. */
  onClose?: (values: string[]) => void;
}

/** The closed control's text: the chosen labels in option order, joined with ', '. */
function chosenText(options: readonly SelectOption[], values: readonly string[]): string {
  return options
    .filter((option) => values.includes(option.value))
    .map((option) => option.label)
    .join(', ');
}

/**
 * Several answers from a list (spec 03: the clearing form's business types). The WAI-ARIA APG
 * select-only combobox, made multi-select: focus stays on the combobox, which points at the active
 * option with `aria-activedescendant`; the listbox is `aria-multiselectable` and each option says
 * whether it is chosen with `aria-selected`.
 *
 * The list opens when the control gains focus (spec 03 §4). Arrow keys, Home and End move the active
 * option; Enter or Space toggles it; Escape closes the list and keeps focus; Tab closes it and moves
 * on. A click toggles an option and leaves the list open. Each time the list closes the field is
 * blurred once for react-hook-form (touched, then validated) and `onClose` gets the values.
 *
 * The form state holds the chosen values in option order (`[]` when none); the payload joins them
 * with `joinMulti`. The state and the handlers are use-multi-select.ts, the keys multi-select-keys.ts.
 */
export function MultiSelectField<T extends FieldValues, N extends FieldPath<T>>(props: MultiSelectFieldProps<T, N>) {
  const { options, placeholder, onClose, label, helperText, className } = props;
  const state = useField(props);
  const { field } = state;
  const values = toValueList(field.value);
  const disabled = Boolean(field.disabled);
  const labelId = `${state.id}-label`;
  const listboxId = `${state.id}-listbox`;
  const optionId = (index: number) => `${state.id}-option-${index}`;
  const select = useMultiSelect({
    options,
    values,
    disabled,
    optionId,
    change: (next) => field.onChange(next),
    // Each close is one blur for react-hook-form (touched, then validated).
    closed: (chosen) => {
      field.onBlur();
      onClose?.(chosen);
    },
  });
  const { open, comboRef } = select;
  const text = chosenText(options, values);
  return (
    <Field state={state} label={label} helperText={helperText} className={className} labelId={labelId} onLabelClick={() => comboRef.current?.focus()}>
      <div className={styles.multi}>
        <div
          {...state.controlProps}
          ref={(element) => {
            comboRef.current = element;
            field.ref(element);
          }}
          role="combobox"
          tabIndex={disabled ? -1 : 0}
          aria-labelledby={labelId}
          aria-haspopup="listbox"
          aria-expanded={open}
          aria-controls={open ? listboxId : undefined}
          aria-activedescendant={open ? optionId(select.active) : undefined}
          aria-disabled={disabled || undefined}
          onFocus={() => select.openList()}
          onBlur={select.closeList}
          onKeyDown={select.onKeyDown}
          onMouseDown={select.onMouseDown}
          className={`${styles.control} ${styles.combobox}`}
        >
          {text === '' ? <span className={styles.placeholder}>{placeholder}</span> : text}
        </div>
        {/* Rendered only while open: the static page carries no hidden popup, and aria-controls,
            which ARIA 1.2 requires only while the combobox is expanded, never names a missing
            element. */}
        {open && (
          <Listbox id={listboxId} labelId={labelId} options={options} values={values} active={select.active} optionId={optionId} choose={select.choose} />
        )}
      </div>
    </Field>
  );
}

const keepFocus = (event: MouseEvent) => event.preventDefault();

/** The open list: each option says whether it is chosen (`aria-selected`); a click toggles it. */
function Listbox({
  id,
  labelId,
  options,
  values,
  active,
  optionId,
  choose,
}: {
  id: string;
  labelId: string;
  options: readonly SelectOption[];
  values: readonly string[];
  active: number;
  optionId: (index: number) => string;
  choose: (index: number) => void;
}) {
  return (
    <ul id={id} role="listbox" aria-labelledby={labelId} aria-multiselectable="true" className={styles.listbox} onMouseDown={keepFocus}>
      {options.map((option, index) => {
        const selected = values.includes(option.value);
        return (
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the keys are the combobox's (aria-activedescendant points at the option), never an option's: it never takes focus
          <li
            key={option.value}
            id={optionId(index)}
            role="option"
            aria-selected={selected}
            aria-disabled={option.disabled || undefined}
            className={[styles.option, styles.listOption, index === active ? styles.activeOption : ''].filter(Boolean).join(' ')}
            onClick={() => choose(index)}
          >
            <span className={selected ? `${styles.tick} ${styles.ticked}` : styles.tick} aria-hidden="true" />
            {option.label}
          </li>
        );
      })}
    </ul>
  );
}
