import { useCallback, useMemo } from 'react';
import { regionIndex } from '@/lib/catalog/catalog-index';
import { regionReach, type Reach } from '@/lib/session/region-access';
import { useAccountAccessQuery } from './api/get-account-access';
import { useKeyPermissions } from './key-permissions';
import { refuseKey } from './key-refusal';
import { selectedEntry, useKeysStore } from './keys-store';

/** The keys of the regions `access` makes `missing` (none without an answer). */
export const missingRegionKeys = (
  regionKeys: readonly string[],
  access: readonly string[] | undefined,
): ReadonlySet<string> =>
  new Set(regionKeys.filter((key) => regionReach(key, access) === 'missing'));

const catalogRegionKeys = regionIndex.map((region) => region.key);

/**
 * The selected key's `/v2/account` `access`, or undefined: no key, a key without the `account`
 * permission (never asked), its check or the answer not in yet, or no answer at all.
 */
function useAccountAccess(): readonly string[] | undefined {
  const entry = useKeysStore(selectedEntry);
  const permissions = useKeyPermissions(entry?.key);
  const enabled = entry !== undefined && permissions?.includes('account') === true;
  const query = useAccountAccessQuery(entry?.key ?? '', enabled, refuseKey);
  return enabled ? query.data : undefined;
}

/**
 * Whether the selected key's account reaches a region (docs/session.md "Maps the account can
 * reach"): core regions are reachable, the others `unknown` without a key, without the `account`
 * permission or before `/v2/account` answers; only a reported, lacking expansion is `missing`.
 */
export function useRegionReach(): (regionKey: string) => Reach {
  const access = useAccountAccess();
  return useCallback((regionKey: string) => regionReach(regionKey, access), [access]);
}

/** The catalog's regions the account lacks (the session leaves them out by default). */
export function useMissingRegionKeys(): ReadonlySet<string> {
  const access = useAccountAccess();
  return useMemo(() => missingRegionKeys(catalogRegionKeys, access), [access]);
}
