/**
 * Player-facing words for a fish's time and holes, with their higher chances (docs/DATA.md):
 * "Any time — more often at night", "Any, Open Water, Dream (more often)". Shared by the Region
 * page, achievement pages and search.
 */
import type { ItemExtension } from './asset-schemas';
import {
  FISHING_HOLE_LABELS,
  TIME_OF_DAY_LABELS,
  type Salvage,
  type TimeOfDay,
} from './catalog-enums';

type FishTime = Pick<ItemExtension, 'timeOfDay' | 'higherChanceTime'>;

const WHEN: Record<TimeOfDay, string> = {
  ANY: 'at any time',
  DAY: 'by day',
  NIGHT: 'at night',
  TWILIGHT: 'at dusk and dawn',
};

const SHORT: Record<TimeOfDay, string> = {
  ANY: 'Any time',
  DAY: 'Day',
  NIGHT: 'Night',
  TWILIGHT: 'Dusk / Dawn',
};

/** "Night", "Any time — more often at night", "Dusk / Dawn and day — more often by day". */
export function fishTimeLabel({ timeOfDay, higherChanceTime }: FishTime): string {
  if (!higherChanceTime) return SHORT[timeOfDay];
  if (timeOfDay === 'ANY') return `Any time — more often ${WHEN[higherChanceTime]}`;
  const also = TIME_OF_DAY_LABELS[higherChanceTime].toLowerCase();
  return `${SHORT[timeOfDay]} and ${also} — more often ${WHEN[higherChanceTime]}`;
}

/** Tooltip words of the plain times (spec §2: every fish also bites at dusk and dawn). */
export const TIME_EXPLANATIONS: Record<TimeOfDay, string> = {
  ANY: 'Bites at any time of day.',
  DAY: 'Day fish: bites during the day, and at dusk and dawn.',
  NIGHT: 'Night fish: bites at night, and at dusk and dawn.',
  TWILIGHT: 'Dusk / Dawn fish: bites only at dusk and dawn.',
};

/** One sentence for tooltips, with the higher chance where there is one. */
export function fishTimeExplanation({ timeOfDay, higherChanceTime }: FishTime): string {
  if (!higherChanceTime) return TIME_EXPLANATIONS[timeOfDay];
  if (timeOfDay === 'ANY') return `Bites at any time of day, more often ${WHEN[higherChanceTime]}.`;
  return `Bites ${WHEN[timeOfDay]} and ${WHEN[higherChanceTime]}, more often ${WHEN[higherChanceTime]}.`;
}

/** Salvage explanations (spec §9); ordinary fish (DEFAULT) need none. */
export const SALVAGE_EXPLANATIONS: Partial<Record<Salvage, string>> = {
  KARMA: 'Grants Karma',
  CRABMEAT: 'Contains crustacean meat',
  OTHER: 'Contents do not include fish meat',
};

/**
 * A fish's tooltip (spec §2 overlay tooltips): name, when it bites and its salvage, e.g.
 * "Sunfish · Day fish: bites during the day, and at dusk and dawn. · Grants Karma".
 */
export function fishTooltipLabel(fish: FishTime & Pick<ItemExtension, 'name' | 'salvage'>): string {
  return [fish.name, fishTimeExplanation(fish), SALVAGE_EXPLANATIONS[fish.salvage]]
    .filter(Boolean)
    .join(' · ');
}

/** "Lake", "Any, Open Water, Dream (more often)". */
export function fishHolesLabel(fish: Pick<ItemExtension, 'fishingHole' | 'higherChanceHoles'>) {
  return fish.fishingHole
    .map((hole) =>
      fish.higherChanceHoles.includes(hole)
        ? `${FISHING_HOLE_LABELS[hole]} (more often)`
        : FISHING_HOLE_LABELS[hole],
    )
    .join(', ');
}
