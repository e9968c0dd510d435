import { create } from 'zustand';

/**
 * The permissions `/v2/tokeninfo` granted each key at its last successful check, by key value
 * (held in memory only: every selected key is checked again at start-up). They decide which
 * account requests are made at all (docs/session.md "Maps the account can reach").
 */
export const useKeyPermissionsStore = create<{
  byKey: Readonly<Record<string, readonly string[]>>;
}>(() => ({ byKey: {} }));

/** Called with a passed check's permissions. */
export const rememberPermissions = (key: string, permissions: readonly string[]) =>
  useKeyPermissionsStore.setState(({ byKey }) => ({ byKey: { ...byKey, [key]: permissions } }));

/** The permissions of `key`, or undefined before its check has answered. */
export const useKeyPermissions = (key: string | undefined) =>
  useKeyPermissionsStore((state) => (key === undefined ? undefined : state.byKey[key]));
