import { FISHING_POWER } from '@/config/constants';
import { createPersistedStore } from '@/lib/storage/persisted-store';

/** A whole number from 0 to the input's maximum, whatever a caller (an address, a field) gave. */
const withinRange = (power: number) =>
  Number.isFinite(power) ? Math.min(FISHING_POWER.max, Math.max(0, Math.round(power))) : undefined;

interface FishingPowerState {
  /** The fishing power the player entered; undefined until they do (nothing is marked then). */
  power?: number;
  setPower: (power: number | undefined) => void;
}

/**
 * The player's own fishing power (`docs/session.md` "The player's fishing power"): entered once,
 * saved like every setting only with persistence on, in memory otherwise.
 */
export const useFishingPowerStore = createPersistedStore(
  {
    name: 'fishing-power',
    version: 1,
    checks: () => import('./fishing-power-checks'),
    partialize: ({ power }: FishingPowerState) => ({ power }),
  },
  (set) => ({
    setPower: (power) => set({ power: power === undefined ? undefined : withinRange(power) }),
  }),
);

/** The player's fishing power, or undefined when they have not entered one. */
export const useFishingPower = (): number | undefined =>
  useFishingPowerStore((state) => state.power);
