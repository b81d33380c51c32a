import type { SelectOption } from './SelectField';

/** What a key does to the multi-select (MultiSelectField): the WAI-ARIA APG select-only combobox's keys. */
export type ListKeyAction = ({ type: 'open'; at?: number } | { type: 'move'; to: number } | { type: 'toggle' } | { type: 'close' }) & {
  /** The key's default goes ahead too: Tab closes the list and focus still moves on; a letter moves and types nothing anyway. */
  keepDefault?: boolean;
};

type Key = { key: string; altKey: boolean; ctrlKey: boolean; metaKey: boolean };

/** How far PageUp and PageDown move the active option. */
const PAGE = 10;

/** The keys of the closed list: the arrows, Enter and Space open it; Home and End open it there. */
function closedListKey(key: string, last: number): ListKeyAction | undefined {
  if (key === 'ArrowDown' || key === 'ArrowUp' || key === 'Enter' || key === ' ') return { type: 'open' };
  if (key === 'Home' || key === 'End') return { type: 'open', at: key === 'Home' ? 0 : last };
  return undefined;
}

/**
 * The action of a key on the combobox, given whether its list is open, the active option's index and
 * the options (a printable key moves to the next option with that initial); undefined: the key is not
 * the combobox's, its default goes ahead.
 */
export function listKeyAction(event: Key, open: boolean, active: number, options: readonly SelectOption[]): ListKeyAction | undefined {
  const last = options.length - 1;
  const { key } = event;
  if (!open) return closedListKey(key, last);
  const moves: Readonly<Record<string, number>> = {
    ArrowDown: active + 1,
    ArrowUp: active - 1,
    Home: 0,
    End: last,
    PageDown: active + PAGE,
    PageUp: active - PAGE,
  };
  if (key === 'ArrowUp' && event.altKey) return { type: 'close' };
  if (Object.hasOwn(moves, key)) return { type: 'move', to: moves[key]! };
  if (key === 'Enter' || key === ' ') return { type: 'toggle' };
  if (key === 'Escape') return { type: 'close' };
  if (key === 'Tab') return { type: 'close', keepDefault: true };
  if (key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return undefined;
  const found = nextByInitial(options, active, key);
  return found >= 0 ? { type: 'move', to: found, keepDefault: true } : undefined;
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
