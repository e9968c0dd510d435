import { useQuery } from '@tanstack/react-query';
import { accountQueryOptions, loadAccountApi, type OnKeyRefused } from './account-query';

/**
 * What `key`'s account owns (`/v2/account` `access`), refreshed like its progress; asked only
 * while `enabled` (a key with the `account` permission).
 */
export const useAccountAccessQuery = (key: string, enabled: boolean, onRefused: OnKeyRefused) =>
  useQuery({
    ...accountQueryOptions('access', key, onRefused, async (signal) => {
      const { fetchAccountAccess } = await loadAccountApi();
      return fetchAccountAccess(key, signal);
    }),
    enabled,
  });
