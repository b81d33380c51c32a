'use client';

import { type KeyboardEvent, type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { toggleValue } from './choices';
import { listKeyAction } from './multi-select-keys';
import type { SelectOption } from './SelectField';

export type MultiSelect = {
  open: boolean;
  /** The active option's index (the one `aria-activedescendant` points at while the list is open). */
  active: number;
  comboRef: RefObject<HTMLDivElement | null>;
  openList: (at?: number) => void;
  closeList: () => void;
  /** A click on an option: it becomes the active one and is toggled; the list stays open. */
  choose: (index: number) => void;
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
  onMouseDown: () => void;
};

type MultiSelectParts = {
  options: readonly SelectOption[];
  values: string[];
  disabled: boolean;
  optionId: (index: number) => string;
  change: (values: string[]) => void;
  closed: (values: string[]) => void;
};

/**
 * The multi-select's state and its handlers (MultiSelectField): whether the list is open, the active
 * option, and what a key, a click or a change of focus does. `values` are the chosen values as the
 * form holds them; `change` puts new ones in the form, `closed` runs each time the list closes.
 */
export function useMultiSelect({ options, values, disabled, optionId, change, closed }: MultiSelectParts): MultiSelect {
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

  const moveTo = (index: number) => {
    const next = Math.max(0, Math.min(options.length - 1, index));
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
    closed(valuesRef.current);
  };
  const toggle = (index: number) => {
    const option = options[index];
    if (!option || option.disabled) return;
    const next = toggleValue(options, valuesRef.current, option.value);
    valuesRef.current = next;
    change(next);
  };

  const activeOptionId = optionId(active);
  useEffect(() => {
    if (!open) return;
    // Not in every test DOM, hence the optional call.
    document.getElementById(activeOptionId)?.scrollIntoView?.({ block: 'nearest' });
  }, [open, activeOptionId]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (disabled) return;
    const action = listKeyAction(event, openRef.current, activeRef.current, options);
    if (action === undefined) return;
    if (!action.keepDefault) event.preventDefault();
    if (action.type === 'open') openList(action.at);
    else if (action.type === 'move') moveTo(action.to);
    else if (action.type === 'toggle') toggle(activeRef.current);
    else closeList();
  };
  const onMouseDown = () => {
    // A click on an unfocused control focuses it, and focus opens the list; only a click on the
    // focused control toggles the list, or the first click would open and close it at once.
    if (disabled || document.activeElement !== comboRef.current) return;
    if (openRef.current) closeList();
    else openList();
  };
  const choose = (index: number) => {
    moveTo(index);
    toggle(index);
  };
  return { open, active, comboRef, openList, closeList, choose, onKeyDown, onMouseDown };
}
