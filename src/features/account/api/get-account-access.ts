import { useQuery } from '@tanstack/react-query';
import { fetchAccountAccess } from '@/lib/gw2-api';
import { accountQueryOptions, type OnKeyRefused } from './account-query';

/**
 * What `key`'s account owns (`/v2/account` `access`), refreshed like its progress; asked only
 * while `enabled` (a key with the `account` permission).
 */
export const useAccountAccessQuery = (key: string, enabled: boolean, onRefused: OnKeyRefused) =>
  useQuery({
    ...accountQueryOptions('access', key, onRefused, (signal) => fetchAccountAccess(key, signal)),
    enabled,
  });
