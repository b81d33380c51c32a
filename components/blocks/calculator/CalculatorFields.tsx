import type { ChangeEvent, KeyboardEvent, ReactNode } from 'react';
import styles from './Calculator.module.scss';

interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The message tied to the field; the field is marked invalid while there is one. */
  error?: string;
  /** The id of a message shown elsewhere (such as the APY error list) that describes this field. */
  describedBy?: string;
  /** A note that is not an error (a limit reached), read with the field. */
  note?: string;
  maxLength?: number;
  inputMode?: 'decimal' | 'numeric';
  /** What the value is in, shown before or after the input ("$", "%", "days"). */
  prefix?: string;
  suffix?: string;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
}

/**
 * A labelled text input for a calculator: numbers are typed as text so that "$10,000" works and
 * keys can be filtered, and its error or note is tied to it with aria-describedby.
 */
export function TextField({ id, label, value, onChange, error, describedBy, note, maxLength, inputMode = 'decimal', prefix, suffix, onKeyDown }: TextFieldProps) {
  const errorId = `${id}-error`;
  const noteId = `${id}-note`;
  const described = [error ? errorId : undefined, note ? noteId : undefined, describedBy].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.inputWrap}>
        {prefix ? (
          <span className={styles.affix} aria-hidden="true">
            {prefix}
          </span>
        ) : null}
        <input
          id={id}
          type="text"
          inputMode={inputMode}
          autoComplete="off"
          className={styles.input}
          value={value}
          maxLength={maxLength}
          aria-invalid={error || describedBy ? true : undefined}
          aria-describedby={described}
          onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
        />
        {suffix ? (
          <span className={styles.affix} aria-hidden="true">
            {suffix}
          </span>
        ) : null}
      </div>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
      {note ? (
        <p id={noteId} className={styles.note}>
          {note}
        </p>
      ) : null}
    </div>
  );
}

interface SelectFieldProps<T extends string | number> {
  id: string;
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}

export function SelectField<T extends string | number>({ id, label, value, options, onChange }: SelectFieldProps<T>) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select
        id={id}
        className={styles.select}
        value={String(value)}
        onChange={(event) => {
          const chosen = options.find((option) => String(option.value) === event.target.value);
          if (chosen) onChange(chosen.value);
        }}
      >
        {options.map((option) => (
          <option key={String(option.value)} value={String(option.value)}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Where results appear; screen readers announce changes politely, as one piece. */
export function Results({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.results} role="status" aria-live="polite" aria-atomic="true" aria-label={label}>
      {children}
    </div>
  );
}

/** A result as a term and its value. */
export function ResultRow({ term, value, strong = false }: { term: string; value: string; strong?: boolean }) {
  return (
    <div className={strong ? `${styles.resultRow} ${styles.strong}` : styles.resultRow}>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </div>
  );
}

export function CalculateButton() {
  return (
    <button type="submit" className={styles.calculate}>
      Calculate
    </button>
  );
}
