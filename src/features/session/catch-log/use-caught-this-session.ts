import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import {
  useAccountLeftOut,
  useAccountProgress,
  useAccountStatus,
} from '@/features/account/use-account';
import { useKeysStore } from '@/features/account/keys-store';
import { assetQuery, assets } from '@/data/asset-queries';
import { entryNamed, type KeysState } from '@/lib/api-keys/keys-state';
import {
  advanceCatchLog,
  keyFingerprint,
  type AccountAnswer,
  type CaughtFish,
} from '@/lib/session/catch-log';
import { useCatchLogStore } from './catch-log-store';

const selectedKeyValue = ({ keys, selectedKey }: KeysState) =>
  selectedKey === undefined ? undefined : entryNamed(keys, selectedKey)?.key;

/**
 * The selected key (as its fingerprint) and its last good answer with the time it came, and the
 * achievements it held that were left out where it entered (so unread). Reads the one account
 * query every page reads (docs/account.md "Account progress"): no poll of its own.
 */
function useSeenAnswer() {
  const key = useKeysStore(selectedKeyValue);
  const progress = useAccountProgress();
  const { unread } = useAccountLeftOut();
  const status = useAccountStatus();
  const updatedAt = status.phase === 'no-key' ? undefined : status.updatedAt;
  const keyId = useMemo(() => (key === undefined ? undefined : keyFingerprint(key)), [key]);
  const answer = useMemo<AccountAnswer | undefined>(() => {
    if (!progress || updatedAt === undefined) return undefined;
    return { at: updatedAt, progress, unread };
  }, [progress, unread, updatedAt]);
  return { keyId, answer };
}

const NONE: CaughtFish[] = [];

/**
 * The fish the selected key's account caught since the session started at `startedAt`, with the
 * time the app first saw each (docs/session.md "The catch log"). The log is kept for a key the API
 * has refused meanwhile (no key selected), and emptied for another session or key.
 */
export function useCaughtThisSession(startedAt: number | undefined): CaughtFish[] {
  const { keyId, answer } = useSeenAnswer();
  const tables = useQuery({
    ...assetQuery(assets.fishingAchievementsCache()),
    enabled: keyId !== undefined,
  }).data;
  useEffect(() => {
    if (startedAt === undefined || keyId === undefined || !tables) return;
    // Takes in what the app sees now (docs/session.md "The catch log"); stores only a change.
    const { log } = useCatchLogStore.getState();
    const next = advanceCatchLog(log, { startedAt, keyId }, answer, tables, Date.now());
    if (next !== log) useCatchLogStore.setState({ log: next });
  }, [startedAt, keyId, answer, tables]);
  const log = useCatchLogStore((state) => state.log);
  if (!log || log.startedAt !== startedAt) return NONE;
  return keyId === undefined || log.keyId === keyId ? log.caught : NONE;
}
