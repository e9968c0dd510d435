import type { TooltipProps } from '@mantine/core';
import {
  lazy,
  memo,
  Suspense,
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type RefObject,
} from 'react';
import { QuietBoundary } from './quiet-boundary';

export interface OpenTooltipProps extends Omit<TooltipProps, 'children' | 'opened' | 'target'> {
  target: RefObject<HTMLElement | null>;
  opened: boolean;
}

/**
 * Mantine's tooltip and its positioning (floating-ui) are a chunk of their own, not on every page's
 * start: they load when the player first comes near an element with a tooltip. A chunk that does
 * not load (offline before it was cached) leaves the element without its tooltip, nothing more.
 */
const loadTooltip = () => import('./open-tooltip-part');
const OpenTooltipPart = lazy(loadTooltip);

/** Starts loading the tooltips' code; a failure shows only when one opens (nothing, quietly). */
export const preloadTooltip = () => void loadTooltip().catch(() => undefined);

/**
 * A Mantine tooltip placed on its element by reference and rendered only while open. A closed
 * Mantine tooltip still renders a portal that mounts itself in an effect, so a page with dozens of
 * them (fish, waypoints) re-rendered them all in one long task right after hydration. Memoised: a
 * click changes the element, never these props, so the tooltip does no work in the click's frame.
 */
export const OpenTooltip = memo(function OpenTooltip({ opened, ...props }: OpenTooltipProps) {
  return opened ? (
    <QuietBoundary>
      <Suspense fallback={null}>
        <OpenTooltipPart {...props} />
      </Suspense>
    </QuietBoundary>
  ) : null;
});

/**
 * When to show an element's tooltip, like Mantine's own: a mouse hover or a keyboard focus (not a
 * tap), after `delayMs`; leaving, blurring or Escape hides it. Spread `events` on the element.
 */
export function useTooltipEvents<T extends HTMLElement>(enabled = true, delayMs = 0) {
  const [opened, setOpened] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const open = () => {
    preloadTooltip();
    clearTimeout(timer.current);
    if (delayMs > 0) timer.current = setTimeout(() => setOpened(true), delayMs);
    else setOpened(true);
  };
  const close = () => {
    clearTimeout(timer.current);
    setOpened(false);
  };
  const events = enabled
    ? {
        onPointerEnter: (event: PointerEvent<T>) => event.pointerType === 'mouse' && open(),
        onPointerLeave: close,
        onFocus: (event: FocusEvent<T>) => event.currentTarget.matches(':focus-visible') && open(),
        onBlur: close,
        onKeyDown: (event: KeyboardEvent<T>) => event.key === 'Escape' && close(),
      }
    : undefined;
  return { opened, events };
}
