import { useFishingPowerStore } from '@/features/fishing-power';

/** The player's fishing power outside React: a shared link's power is taken in. */
export const fishingPowerStore = {
  get: () => useFishingPowerStore.getState().power,
  set: (power: number | undefined) => useFishingPowerStore.getState().setPower(power),
  subscribe: (listener: () => void) => useFishingPowerStore.subscribe(listener),
};

/**
 * Stand-in with the agreed signature (issue 42) for the catch log's hook until it lands: nothing
 * caught yet.
 */
export const useCaughtThisSession = (
  startedAt: number | undefined,
): { itemId: number; at: number }[] => (startedAt === undefined ? [] : []);
