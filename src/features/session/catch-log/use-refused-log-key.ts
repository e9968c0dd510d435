import { useKeysStore } from '@/features/account/keys-store';
import type { KeysState } from '@/lib/api-keys/keys-state';
import { keyFingerprint } from '@/lib/session/catch-log';
import { useCatchLogStore } from './catch-log-store';

/**
 * The name of the key whose account the session's log follows, once the API has refused it (the
 * key is then marked invalid and unselected, so its progress is no longer asked: docs/account.md
 * "Keys"); otherwise undefined.
 */
export function useRefusedLogKey(startedAt: number | undefined): string | undefined {
  const log = useCatchLogStore((state) => state.log);
  const keyId = log?.startedAt === startedAt ? log?.keyId : undefined;
  return useKeysStore(({ keys, selectedKey }: KeysState) => {
    if (keyId === undefined || selectedKey !== undefined) return undefined;
    const refused = Object.values(keys).find(
      (entry) => entry.invalid && keyFingerprint(entry.key) === keyId,
    );
    return refused?.name;
  });
}
