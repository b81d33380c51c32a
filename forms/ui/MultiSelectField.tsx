'use client';

import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { Field } from './Field';
import { useField, type BaseFieldProps } from './use-field';
import type { SelectOption } from './SelectField';
import { toggleValue, toValueList } from './choices';
import styles from './Field.module.scss';

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
 * with `joinMulti`.
 */
export function MultiSelectField<T extends FieldValues, N extends FieldPath<T>>(props: MultiSelectFieldProps<T, N>) {
  const { options, placeholder, onClose, label, helperText, className } = props;
  const state = useField(props);
  const { field } = state;
  const values = toValueList(field.value);
  const disabled = Boolean(field.disabled);

  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const comboRef = useRef<HTMLDivElement | null>(null);
  // Refs mirror the state for handlers that run back to back before React re-renders (Tab's
  // keydown then the blur it causes; a toggle then a close), so the list closes, and the field is
  // blurred, exactly once, with the latest values.
  const openRef = useRef(false);
  const activeRef = useRef(0);
  const valuesRef = useRef(values);
  // The form's values at each commit (not in render, which may be thrown away), before any handler runs.
  useLayoutEffect(() => {
    valuesRef.current = values;
  });

  const labelId = `${state.id}-label`;
  const listboxId = `${state.id}-listbox`;
  const optionDomId = (index: number) => `${state.id}-option-${index}`;
  const last = options.length - 1;

  const moveTo = (index: number) => {
    const next = Math.max(0, Math.min(last, index));
    activeRef.current = next;
    setActive(next);
  };

  const openList = (at?: number) => {
    if (disabled || openRef.current || options.length === 0) return;
    openRef.current = true;
    setOpen(true);
    const firstChosen = options.findIndex((option) => valuesRef.current.includes(option.value));
    moveTo(at ?? Math.max(0, firstChosen));
  };

  const closeList = () => {
    if (!openRef.current) return;
    openRef.current = false;
    setOpen(false);
    field.onBlur();
    onClose?.(valuesRef.current);
  };

  const toggle = (index: number) => {
    const option = options[index];
    if (!option || option.disabled) return;
    const next = toggleValue(options, valuesRef.current, option.value);
    valuesRef.current = next;
    field.onChange(next);
  };

  const activeOptionId = optionDomId(active);
  useEffect(() => {
    if (!open) return;
    // Not in every test DOM, hence the optional call.
    document.getElementById(activeOptionId)?.scrollIntoView?.({ block: 'nearest' });
  }, [open, activeOptionId]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (disabled) return;
    const { key } = event;
    if (!openRef.current) {
      if (key === 'ArrowDown' || key === 'ArrowUp' || key === 'Enter' || key === ' ') {
        event.preventDefault();
        openList();
      } else if (key === 'Home' || key === 'End') {
        event.preventDefault();
        openList(key === 'Home' ? 0 : last);
      }
      return;
    }
    switch (key) {
      case 'ArrowDown':
        event.preventDefault();
        moveTo(activeRef.current + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (event.altKey) closeList();
        else moveTo(activeRef.current - 1);
        break;
      case 'Home':
        event.preventDefault();
        moveTo(0);
        break;
      case 'End':
        event.preventDefault();
        moveTo(last);
        break;
      case 'PageDown':
        event.preventDefault();
        moveTo(activeRef.current + 10);
        break;
      case 'PageUp':
        event.preventDefault();
        moveTo(activeRef.current - 10);
        break;
      case 'Enter':
      case ' ':
        event.preventDefault();
        toggle(activeRef.current);
        break;
      case 'Escape':
        event.preventDefault();
        closeList();
        break;
      case 'Tab':
        // No preventDefault: the list closes and focus moves on.
        closeList();
        break;
      default:
        if (key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
          const found = nextByInitial(options, activeRef.current, key);
          if (found >= 0) moveTo(found);
        }
    }
  };

  const onMouseDown = () => {
    // A click on an unfocused control focuses it, and focus opens the list; only a click on the
    // focused control toggles the list, or the first click would open and close it at once.
    if (disabled || document.activeElement !== comboRef.current) return;
    if (openRef.current) closeList();
    else openList();
  };

  const keepFocus = (event: MouseEvent) => event.preventDefault();

  const text = chosenText(options, values);
  return (
    <Field
      state={state}
      label={label}
      helperText={helperText}
      className={className}
      labelId={labelId}
      onLabelClick={() => comboRef.current?.focus()}
    >
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
          aria-activedescendant={open ? activeOptionId : undefined}
          aria-disabled={disabled || undefined}
          onFocus={() => openList()}
          onBlur={closeList}
          onKeyDown={onKeyDown}
          onMouseDown={onMouseDown}
          className={`${styles.control} ${styles.combobox}`}
        >
          {text === '' ? <span className={styles.placeholder}>{placeholder}</span> : text}
        </div>
        {/* Rendered only while open: the static page carries no hidden popup, and aria-controls,
            which ARIA 1.2 requires only while the combobox is expanded, never names a missing
            element. */}
        {open && (
          <ul
            id={listboxId}
            role="listbox"
            aria-labelledby={labelId}
            aria-multiselectable="true"
            className={styles.listbox}
            onMouseDown={keepFocus}
          >
            {options.map((option, index) => {
              const selected = values.includes(option.value);
              return (
                // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the keys are the combobox's (aria-activedescendant points at the option), never an option's: it never takes focus
                <li
                  key={option.value}
                  id={optionDomId(index)}
                  role="option"
                  aria-selected={selected}
                  aria-disabled={option.disabled || undefined}
                  className={[styles.option, styles.listOption, index === active ? styles.activeOption : ''].filter(Boolean).join(' ')}
                  onClick={() => {
                    moveTo(index);
                    toggle(index);
                  }}
                >
                  <span className={selected ? `${styles.tick} ${styles.ticked}` : styles.tick} aria-hidden="true" />
                  {option.label}
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </Field>
  );
}

/** The next option after `from` whose label starts with `initial`, wrapping; -1 when none does. */
function nextByInitial(options: readonly SelectOption[], from: number, initial: string): number {
  const wanted = initial.toLowerCase();
  for (let step = 1; step <= options.length; step += 1) {
    const index = (from + step) % options.length;
    if (options[index]?.label.toLowerCase().startsWith(wanted)) return index;
  }
  return -1;
}
