import { registeredSlices } from './persisted-store';
import { useUserData } from './persistence';

/**
 * What this tab holds that is saved nowhere: with persistence off, the names of the stores that
 * hold items (`pins`, `marks`…, worded by `sliceLabel`); a reload or a closed tab loses them.
 * Empty while persistence is on.
 */
export function unsavedData(): string[] {
  if (useUserData.getState().persist) return [];
  return registeredSlices.flatMap((slice) => {
    const count = slice.definition.countItems?.(slice.snapshot()) ?? 0;
    return count > 0 ? [slice.definition.name] : [];
  });
}
