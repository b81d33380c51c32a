import { listKeyAction } from './multi-select-keys';

// Fourteen options, so a page (10) moves within the list and past either end.
const options = [
  'Bank',
  'Broker',
  'Credit Union',
  'Dealer',
  'Exchange',
  'Fund',
  'Group',
  'Holding',
  'Insurer',
  'Joint',
  'Kiosk',
  'Lender',
  'Mutual',
  'Notary',
].map((label) => ({ value: label.toLowerCase(), label }));
const key = (name: string, modifiers: Partial<{ altKey: boolean; ctrlKey: boolean; metaKey: boolean }> = {}) => ({
  key: name,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  ...modifiers,
});

describe('the keys of the closed list', () => {
  it.each([
    { name: 'ArrowDown', action: { type: 'open' } },
    { name: 'ArrowUp', action: { type: 'open' } },
    { name: 'Enter', action: { type: 'open' } },
    { name: ' ', action: { type: 'open' } },
    { name: 'Home', action: { type: 'open', at: 0 } },
    { name: 'End', action: { type: 'open', at: 13 } },
    { name: 'Tab', action: undefined },
    { name: 'b', action: undefined },
  ])('$name: $action.type', ({ name, action }) => {
    expect(listKeyAction(key(name), false, 4, options)).toEqual(action);
  });
});

describe('the keys of the open list, the active option the fifth (index 4)', () => {
  it.each([
    { name: 'ArrowDown', action: { type: 'move', to: 5 } },
    { name: 'ArrowUp', action: { type: 'move', to: 3 } },
    { name: 'Home', action: { type: 'move', to: 0 } },
    { name: 'End', action: { type: 'move', to: 13 } },
    // The index is clamped to the list by the mover (use-multi-select.ts).
    { name: 'PageDown', action: { type: 'move', to: 14 } },
    { name: 'PageUp', action: { type: 'move', to: -6 } },
    { name: 'Enter', action: { type: 'toggle' } },
    { name: ' ', action: { type: 'toggle' } },
    { name: 'Escape', action: { type: 'close' } },
    { name: 'Tab', action: { type: 'close', keepDefault: true } },
  ])('$name', ({ name, action }) => {
    expect(listKeyAction(key(name), true, 4, options)).toEqual(action);
  });

  it('Alt+ArrowUp closes the list', () => {
    expect(listKeyAction(key('ArrowUp', { altKey: true }), true, 4, options)).toEqual({ type: 'close' });
  });

  it('a letter moves to the next option with that initial, wrapping past the end, and types nothing else', () => {
    expect(listKeyAction(key('b'), true, 0, options)).toEqual({ type: 'move', to: 1, keepDefault: true });
    expect(listKeyAction(key('B'), true, 1, options)).toEqual({ type: 'move', to: 0, keepDefault: true });
    expect(listKeyAction(key('z'), true, 0, options)).toBeUndefined();
  });

  it('a letter with Ctrl, Meta or Alt is left to the browser', () => {
    expect([{ ctrlKey: true }, { metaKey: true }, { altKey: true }].map((modifiers) => listKeyAction(key('b', modifiers), true, 0, options))).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });
});
