import type { ReactNode } from 'react';
import { useHydrated } from '@/hooks/use-hydrated';
import type { CurrentTimeOfDay } from '@/lib/filters/matching';
import { useCurrentTimeOfDay } from './use-current-time-of-day';
import './time-variants.css';

/** The times of day a prerendered page may paint in; the build renders the first (all fish bite). */
const PAINT_TIMES: readonly CurrentTimeOfDay[] = ['TWILIGHT', 'DAY', 'NIGHT'];

/** A value the region's time of day decides, and the times of day it holds for. */
export interface TimeVariant<T> {
  times: CurrentTimeOfDay[];
  value: T;
}

/**
 * The phase names the paint-time script writes on `<html data-phase-…>` for a time of day
 * (`dawn` and `dusk` are both dusk / dawn): the words `data-time-variant` and `data-hide-at` use.
 */
export const phaseNames = (times: readonly CurrentTimeOfDay[]) =>
  times.map((time) => time.toLowerCase()).join(' ');

const LIVE_TIMES: Record<CurrentTimeOfDay, readonly CurrentTimeOfDay[]> = {
  DAY: ['DAY'],
  NIGHT: ['NIGHT'],
  TWILIGHT: ['TWILIGHT'],
};

/**
 * The times of day to render the region's page for. Live: the current one alone. Before the
 * page's code knows the time (prerendered, hydrating): every paint time, the build's first, for
 * CSS to show the one of the phase the paint-time script marked (time-variants.css;
 * docs/regions.md "Before the code runs"). The same array while nothing changes (a memo key).
 */
export function useRenderTimes(canthan: boolean): readonly CurrentTimeOfDay[] {
  const now = useCurrentTimeOfDay(canthan);
  return useHydrated() ? LIVE_TIMES[now] : PAINT_TIMES;
}

/** The values of the render times (`values[i]` is `times[i]`'s), equal ones merged. */
export function timeVariants<T>(
  times: readonly CurrentTimeOfDay[],
  values: readonly T[],
): TimeVariant<T>[] {
  const variants: TimeVariant<T>[] = [];
  times.forEach((time, i) => {
    const value = values[i] as T;
    const same = variants.find((variant) => variant.value === value);
    if (same) same.times.push(time);
    else variants.push({ times: [time], value });
  });
  return variants;
}

/** What the region's time of day decides, per render time, equal values merged. */
export function useTimeVariants<T>(
  canthan: boolean,
  compute: (now: CurrentTimeOfDay) => T,
): TimeVariant<T>[] {
  const times = useRenderTimes(canthan);
  return timeVariants(times, times.map(compute));
}

/** Renders a value per variant; more than one only before the code runs, each in its span. */
export function TimeVariants<T>({
  variants,
  children,
}: {
  variants: readonly TimeVariant<T>[];
  children: (value: T) => ReactNode;
}) {
  if (variants.length === 1) return <>{children(variants[0]!.value)}</>;
  return (
    <>
      {variants.map(({ times, value }) => (
        <span key={times.join()} data-time-variant={phaseNames(times)}>
          {children(value)}
        </span>
      ))}
    </>
  );
}

/** Marks the element whose descendants follow the region's clock (Tyrian or Canthan). */
export const regionClockMark = (canthan: boolean) => ({
  'data-region-clock': canthan ? 'cantha' : 'tyria',
});
