import { useQuery } from '@tanstack/react-query';
import { accountQueryOptions, type OnKeyRefused } from './account-query';

/**
 * What `key`'s account owns (`/v2/account` `access`), refreshed like its progress; asked only
 * while `enabled` (a key with the `account` permission).
 */
export const useAccountAccessQuery = (key: string, enabled: boolean, onRefused: OnKeyRefused) =>
  useQuery({
    ...accountQueryOptions('access', key, onRefused, async (signal) => {
      // Checked with zod, loaded with the first key (get-account-progress.ts).
      const { fetchAccountAccess } = await import('@/lib/gw2-api/account');
      return fetchAccountAccess(key, signal);
    }),
    enabled,
  });
