import { loadSliceChecks } from './persisted-store';

/**
 * How to create each persisted store, by its slice's name: a load of the module that creates it.
 * A page creates only the stores it uses (docs/storage.md "Each store when first used"); export
 * and import reach the others through these.
 */
export type StoreLoaders = Readonly<Record<string, () => Promise<unknown>>>;

let loaders = new Map<string, () => Promise<unknown>>();

/** The app's list of every persisted store (`src/app/persisted-stores.ts`), given at start-up. */
export function registerStoreLoaders(list: StoreLoaders) {
  loaders = new Map(Object.entries(list));
}

/** The names of every persisted slice the app has, created on this page or not. */
export const knownSlices = () => [...loaders.keys()];

/**
 * Creates the stores of `names` (by default every one) that this page has not created yet, and
 * reads what each stored: afterwards `registeredSlices` holds them with their data. A name no
 * store has is left alone (an import file's own).
 */
export async function createStores(names: readonly string[] = knownSlices()) {
  await Promise.all(names.map((name) => loaders.get(name)?.()));
  await loadSliceChecks();
}
