import { FISHING_POWER } from '@/config/constants';
import {
  fishingPowerOf,
  type PowerSources,
  type SourceGroup,
  type SourceOption,
} from '@/lib/fishing-power/power-sources';
import { createPersistedStore } from '@/lib/storage/persisted-store';

/** A whole number from 0 to the input's maximum, whatever a caller (an address, a field) gave. */
const withinRange = (power: number) =>
  Number.isFinite(power) ? Math.min(FISHING_POWER.max, Math.max(0, Math.round(power))) : undefined;

interface FishingPowerState {
  /** The fishing power the player typed; undefined until they do. It wins over the sources. */
  power?: number;
  /** The sources the player ticked (docs/session.md "Fishing power from its sources"). */
  sources?: PowerSources;
  setPower: (power: number | undefined) => void;
  /** Ticks `option` of `group`, or unticks the group (undefined). */
  setSource: <G extends SourceGroup>(group: G, option: SourceOption<G> | undefined) => void;
  /** Ticks several groups at once (a character's equipment), the others as they were. */
  tickSources: (sources: PowerSources) => void;
}

/**
 * The player's own fishing power (`docs/session.md` "The player's fishing power"): a typed number
 * and the ticked sources, saved like every setting only with persistence on, in memory otherwise.
 * Version 2 added `sources`; a version 1 entry (`{ power }`) reads as it is.
 */
export const useFishingPowerStore = createPersistedStore(
  {
    name: 'fishing-power',
    version: 2,
    migrate: (stored) => stored,
    checks: () => import('./fishing-power-checks'),
    partialize: ({ power, sources }: FishingPowerState) => ({ power, sources }),
  },
  (set) => ({
    setPower: (power) => set({ power: power === undefined ? undefined : withinRange(power) }),
    setSource: (group, option) =>
      set(({ sources }) => {
        const next: Record<string, string> = { ...sources };
        if (option === undefined) delete next[group];
        else next[group] = option;
        return { sources: next as PowerSources };
      }),
    tickSources: (ticked) => set(({ sources }) => ({ sources: { ...sources, ...ticked } })),
  }),
);

/** The player's fishing power now, outside React (a session's address). */
export const currentFishingPower = (): number | undefined =>
  fishingPowerOf(useFishingPowerStore.getState());

/**
 * The player's fishing power: the typed number, else the sum of the ticked sources; undefined
 * when neither (`fishingPowerOf`).
 */
export const useFishingPower = (): number | undefined => useFishingPowerStore(fishingPowerOf);
