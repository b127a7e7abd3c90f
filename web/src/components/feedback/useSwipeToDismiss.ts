import { useRef, useState, type PointerEvent } from 'react';

/** The spec's swipe: 50 px to the right dismisses a toast. */
export const SWIPE_THRESHOLD_PX = 50;
/** Below this a press is a click (on the close button, say), not the start of a swipe. */
const DRAG_SLOP_PX = 5;

/**
 * Pointer handlers and a style that let a toast follow a finger (or mouse) to the right and
 * go when let go past the threshold; short of it, it slides back.
 */
export function useSwipeToDismiss(onDismiss: () => void) {
  const start = useRef<{ x: number; pointerId: number } | null>(null);
  const [offset, setOffset] = useState(0);
  const [dragging, setDragging] = useState(false);

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (event.button !== 0) return;
    start.current = { x: event.clientX, pointerId: event.pointerId };
    setDragging(true);
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    if (!start.current || start.current.pointerId !== event.pointerId) return;
    const dx = Math.max(0, event.clientX - start.current.x);
    // Captured only once it is a drag, so a click still lands on the button pressed.
    if (dx > DRAG_SLOP_PX && !event.currentTarget.hasPointerCapture(event.pointerId)) event.currentTarget.setPointerCapture(event.pointerId);
    setOffset(dx);
  };
  const end = (event: PointerEvent<HTMLElement>) => {
    if (!start.current || start.current.pointerId !== event.pointerId) return;
    const dx = Math.max(0, event.clientX - start.current.x);
    start.current = null;
    setDragging(false);
    if (dx >= SWIPE_THRESHOLD_PX) onDismiss();
    else setOffset(0);
  };
  const cancel = () => {
    start.current = null;
    setDragging(false);
    setOffset(0);
  };

  return {
    handlers: { onPointerDown, onPointerMove, onPointerUp: end, onPointerCancel: cancel },
    style: {
      transform: offset ? `translateX(${offset}px)` : undefined,
      opacity: offset ? Math.max(0.3, 1 - offset / (SWIPE_THRESHOLD_PX * 4)) : undefined,
      transition: dragging ? 'none' : 'transform 150ms ease-out, opacity 150ms ease-out',
      // Vertical scrolling stays the browser's; sideways moves come to us on touch screens.
      touchAction: 'pan-y' as const,
    },
  };
}
