/**
 * Player-facing words for a fish's time, bait and holes, with their higher chances (docs/DATA.md):
 * "Any time — more often at night", "Any, Open Water, Dream (more often)". Shared by the Region
 * page, achievement pages, the planner and search. The times of day, holes and baits themselves
 * are the game's words (`words`: the page's language where the game gave them, else the English
 * labels of `catalog-enums.ts`), placeholders in these messages. A fish new from the game whose
 * hint names a word the catalog lacks shows the game's whole line instead (`fromGame.words`).
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { SOURCE_LOCALE, type Locale } from '@/config/locales';
import { baitLabel, holeLabel, timeLabel } from '@/lib/game-words/game-word-labels';
import { englishWords, type GameWordsLookup } from '@/lib/game-words/lookup';
import type { ItemExtension } from './asset-schemas';
import type { Salvage, TimeOfDay } from './catalog-enums';

type FishTime = Pick<ItemExtension, 'timeOfDay' | 'higherChanceTime' | 'fromGame'>;
type GameLineField = keyof NonNullable<NonNullable<ItemExtension['fromGame']>['words']>;

/**
 * The game's own line for a fish's holes, bait or time where the catalog has no value for a word
 * of it (a new patch's bait): in the page's language where the game gave it, else in English.
 */
export function gameLine(
  fish: Pick<ItemExtension, 'fromGame'>,
  field: GameLineField,
  words: GameWordsLookup,
): string | undefined {
  const english = fish.fromGame?.words?.[field];
  return english === undefined ? undefined : words.hintLine(field, english);
}

const WHEN: Record<TimeOfDay, MessageDescriptor> = {
  ANY: msg`at any time`,
  DAY: msg`by day`,
  NIGHT: msg`at night`,
  TWILIGHT: msg`at dusk and dawn`,
};

/**
 * "Night", "Any time — more often at night", "Dusk / Dawn and day — more often by day", in the
 * page's language `locale` (which `i18n` speaks).
 */
export function fishTimeLabel(
  fish: FishTime,
  i18n: I18n,
  locale: Locale,
  words: GameWordsLookup = englishWords,
): string {
  const { timeOfDay, higherChanceTime } = fish;
  const game = gameLine(fish, 'time', words);
  if (game !== undefined) return game;
  const time = timeOfDay === 'ANY' ? i18n._(msg`Any time`) : timeLabel(words, timeOfDay, i18n);
  if (!higherChanceTime) return time;
  const when = i18n._(WHEN[higherChanceTime]);
  if (timeOfDay === 'ANY') return i18n._(msg`Any time — more often ${when}`);
  // English mid-sentence is lowercased; other languages keep their words as written.
  const higher = timeLabel(words, higherChanceTime, i18n);
  const also = locale === SOURCE_LOCALE ? higher.toLowerCase() : higher;
  return i18n._(msg`${time} and ${also} — more often ${when}`);
}

/** Tooltip words of the plain times (spec §2: every fish also bites at dusk and dawn). */
export function timeExplanation(
  timeOfDay: TimeOfDay,
  i18n: I18n,
  words: GameWordsLookup = englishWords,
): string {
  const time = timeLabel(words, timeOfDay, i18n);
  switch (timeOfDay) {
    case 'ANY':
      return i18n._(msg`Bites at any time of day.`);
    case 'DAY':
      return i18n._(msg`${time} fish: bites during the day, and at dusk and dawn.`);
    case 'NIGHT':
      return i18n._(msg`${time} fish: bites at night, and at dusk and dawn.`);
    case 'TWILIGHT':
      return i18n._(msg`${time} fish: bites only at dusk and dawn.`);
  }
}

/** One sentence for tooltips, with the higher chance where there is one. */
export function fishTimeExplanation(
  fish: FishTime,
  i18n: I18n,
  words: GameWordsLookup = englishWords,
): string {
  const { timeOfDay, higherChanceTime } = fish;
  const game = gameLine(fish, 'time', words);
  if (game !== undefined)
    return i18n._(msg`The game says “${game}”; the app does not know that time of day yet.`);
  if (!higherChanceTime) return timeExplanation(timeOfDay, i18n, words);
  const more = i18n._(WHEN[higherChanceTime]);
  if (timeOfDay === 'ANY') return i18n._(msg`Bites at any time of day, more often ${more}.`);
  const when = i18n._(WHEN[timeOfDay]);
  return i18n._(msg`Bites ${when} and ${more}, more often ${more}.`);
}

/** Salvage explanations (spec §9); ordinary fish (DEFAULT) need none. */
export const SALVAGE_EXPLANATIONS: Partial<Record<Salvage, MessageDescriptor>> = {
  KARMA: msg`Grants Karma`,
  CRABMEAT: msg`Contains crustacean meat`,
  OTHER: msg`Contents do not include fish meat`,
};

/**
 * A fish's tooltip (spec §2 overlay tooltips): name, when it bites and its salvage, e.g.
 * "Sunfish · Day fish: bites during the day, and at dusk and dawn. · Grants Karma".
 */
export function fishTooltipLabel(
  fish: FishTime & Pick<ItemExtension, 'name' | 'salvage'>,
  i18n: I18n,
  words: GameWordsLookup = englishWords,
): string {
  const salvage = SALVAGE_EXPLANATIONS[fish.salvage];
  return [fish.name, fishTimeExplanation(fish, i18n, words), salvage && i18n._(salvage)]
    .filter(Boolean)
    .join(' · ');
}

/** "Fish Eggs" (the game's word in the page's language, else the English label). */
export const fishBaitLabel = (
  fish: Pick<ItemExtension, 'bait' | 'fromGame'>,
  words: GameWordsLookup = englishWords,
): string => gameLine(fish, 'bait', words) ?? baitLabel(words, fish.bait);

/** "Lake", "Any, Open Water, Dream (more often)". */
export function fishHolesLabel(
  fish: Pick<ItemExtension, 'fishingHole' | 'higherChanceHoles' | 'fromGame'>,
  i18n: I18n,
  words: GameWordsLookup = englishWords,
) {
  const game = gameLine(fish, 'holes', words);
  if (game !== undefined) return game;
  return fish.fishingHole
    .map((hole) => {
      const label = holeLabel(words, hole);
      return fish.higherChanceHoles.includes(hole) ? i18n._(msg`${label} (more often)`) : label;
    })
    .join(', ');
}
