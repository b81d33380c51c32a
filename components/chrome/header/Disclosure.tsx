'use client';

import { type FocusEvent, type KeyboardEvent, type PointerEvent, type ReactNode, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { useHydrated } from '@/components/ui/use-hydrated';

export interface DisclosureProps {
  /** The button's visible content. */
  label: ReactNode;
  /** The button's accessible name when its content is only an icon. */
  ariaLabel?: string;
  /** The panel's content, rendered on the server. */
  children: ReactNode;
  /**
   * 'menu' follows the dropdown rules of spec 01 §4: the button toggles it, a click outside it
   * closes it unless the click is on a link, focus moving out of it closes it, and Escape closes
   * it and returns focus to the button. 'section' (the mobile menu's sections) only toggles, so
   * sections expand and collapse independently of each other.
   */
  kind: 'menu' | 'section';
  /**
   * A media query under which a 'menu' follows the 'section' rules instead: the main navigation's
   * dropdowns are the mobile menu's sections below 1024 px, one copy of the menus for both widths.
   * Read when the visitor acts, so the static HTML does not depend on the screen.
   */
  sectionWhen?: string;
  /** Private Client: opens while a mouse pointer is over it and closes when it leaves; a click still toggles. */
  opensOnHover?: boolean;
  /** Move focus to the first control in the panel when it opens (the mobile menu). */
  focusOnOpen?: boolean;
  /** Adds a close button at the start of the panel with this accessible name; it returns focus to the button. */
  closeLabel?: string;
  className?: string;
  buttonClassName?: string;
  panelClassName?: string;
  closeButtonClassName?: string;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The one disclosure behind every header dropdown, the mobile menu and its sections. The panel is
 * rendered (hidden) in the static HTML, so its links are in the page before any script runs; until
 * the component hydrates, CSS shows the panel while focus is inside (and, for hover menus, while
 * the pointer is over it), so the menus work without JavaScript too. Its styles live with the
 * header's (the data-* attributes below), so they ship in the page's own stylesheet rather than as
 * a stylesheet loaded with this code-split leaf.
 */
export function Disclosure({
  label,
  ariaLabel,
  children,
  kind,
  sectionWhen,
  opensOnHover = false,
  focusOnOpen = false,
  closeLabel,
  className,
  buttonClassName,
  panelClassName,
  closeButtonClassName,
}: DisclosureProps) {
  const [open, setOpen] = useState(false);
  // From hydration on the state, not the no-script CSS fallback, decides whether the panel shows.
  const ready = useHydrated();
  const panelId = `${useId()}-panel`;
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };
  const { onKeyDown, onBlur } = useDismissal(open, kind, sectionWhen, rootRef, setOpen, close);

  useEffect(() => {
    if (open && focusOnOpen) panelRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  }, [open, focusOnOpen]);

  // Touch and pen have no hover; their tap is a click and toggles.
  const hover = (opening: boolean) => (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse') setOpen(opening);
  };

  return (
    // The keyboard, focus and pointer handlers catch what bubbles up from the button and the panel's
    // controls (Escape, tabbing out, hovering); the wrapper is no control of its own, which
    // role="presentation" says to jsx-a11y (no-static-element-interactions) and adds nothing a
    // plain div lacks for assistive technology.
    <div
      ref={rootRef}
      role="presentation"
      className={className}
      data-disclosure=""
      data-ready={ready ? '' : undefined}
      data-hover={opensOnHover ? '' : undefined}
      data-open={open ? '' : undefined}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
      onPointerEnter={opensOnHover ? hover(true) : undefined}
      onPointerLeave={opensOnHover ? hover(false) : undefined}
    >
      <button
        ref={buttonRef}
        type="button"
        className={buttonClassName}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={ariaLabel}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
      </button>
      <div ref={panelRef} id={panelId} className={panelClassName} data-disclosure-panel="" hidden={!open}>
        {closeLabel ? (
          <button type="button" className={closeButtonClassName} aria-label={closeLabel} onClick={() => close(true)}>
            <span data-close-icon="" aria-hidden="true" />
          </button>
        ) : null}
        {children}
      </div>
    </div>
  );
}

/** Whether the panel is a menu that closes on its own (a section of the open mobile menu is not). */
function isDismissible(kind: DisclosureProps['kind'], sectionWhen: string | undefined): boolean {
  return kind === 'menu' && !(sectionWhen !== undefined && typeof window.matchMedia === 'function' && window.matchMedia(sectionWhen).matches);
}

/**
 * How a dismissible menu closes. While it is open, a click anywhere outside closes it, except on a
 * link (the visitor is leaving for it), and Escape closes it when it holds no focus (one opened by
 * hovering; focus then stays where it is). The handlers it returns close it on Escape inside, and
 * when focus tabs out.
 */
function useDismissal(
  open: boolean,
  kind: DisclosureProps['kind'],
  sectionWhen: string | undefined,
  rootRef: RefObject<HTMLDivElement | null>,
  setOpen: (open: boolean) => void,
  close: (returnFocus: boolean) => void,
) {
  // Whether a pointer button is down: focus then moves because of a click, which the click rule judges.
  const pointerDown = useRef(false);
  useEffect(() => {
    if (!open || !isDismissible(kind, sectionWhen)) return;
    const onClick = (event: MouseEvent) => {
      const target = event.target;
      if (!(target instanceof Element)) return;
      if (rootRef.current?.contains(target) || target.closest('a')) return;
      setOpen(false);
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape' && !rootRef.current?.contains(document.activeElement)) setOpen(false);
    };
    const onPointerDown = () => (pointerDown.current = true);
    const onPointerUp = () => (pointerDown.current = false);
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown, true);
    document.addEventListener('pointerup', onPointerUp, true);
    document.addEventListener('pointercancel', onPointerUp, true);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('pointerup', onPointerUp, true);
      document.removeEventListener('pointercancel', onPointerUp, true);
      pointerDown.current = false;
    };
  }, [open, kind, sectionWhen, rootRef, setOpen]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !open || !isDismissible(kind, sectionWhen)) return;
    // The innermost open menu handles Escape; the menus around it stay open.
    event.stopPropagation();
    close(true);
  };

  // Tabbing past the last item (or shift-tabbing before the button) moves focus out: close.
  // Focus moved by a click is left to the click rule (a click on a link outside keeps the menu
  // open), and a null relatedTarget (focus going to plain text or another window) is no move out.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (!open || pointerDown.current || !isDismissible(kind, sectionWhen)) return;
    if (next instanceof Node && !rootRef.current?.contains(next)) setOpen(false);
  };
  return { onKeyDown, onBlur };
}
