import { type PointerEvent, type MouseEvent, type RefObject, useRef } from 'react';

/**
 * Props that close a modal <dialog> when its backdrop is clicked. The dialog has no padding, so a
 * click whose target is the dialog element itself landed on the backdrop; the press must start
 * there too, so selecting text inside and releasing outside does not close it.
 */
export function useBackdropDismiss(dialog: RefObject<HTMLDialogElement | null>) {
  const pressedOnBackdrop = useRef(false);
  return {
    onPointerDown: (event: PointerEvent<HTMLDialogElement>) => {
      pressedOnBackdrop.current = event.target === event.currentTarget;
    },
    onClick: (event: MouseEvent<HTMLDialogElement>) => {
      if (event.target === event.currentTarget && pressedOnBackdrop.current) dialog.current?.close();
    },
  };
}
