import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RegionIndexEntry } from '@/lib/catalog/catalog-index';
import { collectionName, englishWords, type GameWordsLookup } from '@/lib/game-words/lookup';
import type { RegionRound } from '@/lib/progress/rounds';

/**
 * Badge texts for a region completed `count` times (spec §3: Σ over the regional and avid
 * achievements of `repeated`, or 1 if done). The first completion is the regional fisher
 * achievement; every further one is a repeat of the avid version, shown with its count.
 */
export function completionBadges(
  entry: RegionIndexEntry,
  count: number,
  i18n: I18n,
  words: GameWordsLookup = englishWords,
): string[] {
  if (count < 1) return [];
  const achievement = collectionName(words, entry, false);
  const badges = [i18n._(msg`${achievement} done`)];
  const repeats = count - 1;
  if (count > 1 && entry.achievementIds.length > 1) badges.push(i18n._(msg`Avid × ${repeats}`));
  return badges;
}

/** The collection a round fills: the regional fisher, or its avid version (the game's names). */
export const roundCollectionName = (
  entry: Pick<RegionIndexEntry, 'achievementName' | 'achievementIds'>,
  round: RegionRound | undefined,
  words: GameWordsLookup = englishWords,
) => collectionName(words, entry, round?.kind === 'avid');

/**
 * A region card's progress line: caught / total of the current round, which round it is once the
 * player is past the first, and how often the region was completed ("Avid round · 4 / 21 ·
 * completed 2×").
 */
export function roundSummary(
  round: RegionRound | undefined,
  caught: number,
  total: number,
  i18n: I18n,
) {
  const times = round?.completions ?? 0;
  const completed = times > 0 ? i18n._(msg` · completed ${times}×`) : '';
  if (round?.kind === 'avid') return i18n._(msg`Avid round · ${caught} / ${total}${completed}`);
  return i18n._(msg`${caught} / ${total} fish caught${completed}`);
}
