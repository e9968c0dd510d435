/**
 * Tiers of one source that each add the same: the nth tier (from 1) gives n × `power` and takes
 * `firstEffort` (`effort` unless told) plus `effort` for each tier before it.
 */
function ladder<const Id extends string>(
  ids: readonly Id[],
  { power, effort, firstEffort = effort }: { power: number; effort: number; firstEffort?: number },
) {
  return ids.map((id, index) => ({
    id,
    power: power * (index + 1),
    effort: firstEffort + effort * index,
  }));
}

/**
 * The sources whose sum is a player's fishing power, with their values from the community guide
 * Peu Research Center v1 (no API gives power per item; docs/DATA.md "Fishing power sources").
 * Each group holds options of which a player has one at most (a second bait replaces the first).
 *
 * `effort` ranks how much it takes to add an option, for {@link cheapestWayToClose}: 1 an item to
 * equip, eat or use; 2 one harder to come by (Mackerel, an Antique lure, Full Tank); 3 the Amber
 * lure (it needs the first Arborstone mastery); 4 for each fishing mastery; 3 to 8 for the
 * Fishing Party by the fish caught together. The Jade and Infinite lures are missing: their
 * values were not found.
 */
export const POWER_SOURCES = {
  rod: [{ id: 'rod', power: 25, effort: 1 }],
  tips: [{ id: 'tips', power: 50, effort: 1 }],
  bait: [
    { id: 'bait', power: 100, effort: 1 },
    { id: 'mackerel', power: 150, effort: 2 },
  ],
  lure: [
    { id: 'wooden', power: 50, effort: 1 },
    { id: 'antique', power: 75, effort: 2 },
    { id: 'amber', power: 100, effort: 3 },
  ],
  food: [
    { id: 'sushi-75', power: 75, effort: 1 },
    { id: 'sushi-100', power: 100, effort: 1 },
    { id: 'sushi-125', power: 125, effort: 1 },
    { id: 'sushi-150', power: 150, effort: 1 },
    { id: 'bowl', power: 150, effort: 1 },
  ],
  fullTank: [{ id: 'full-tank', power: 100, effort: 2 }],
  masteries: ladder(['1', '2', '3', '4', '5'], { power: 20, effort: 4 }),
  /** By the fish caught together: 1, 10, 25, 45, 70, 99. */
  party: ladder(['1', '10', '25', '45', '70', '99'], { power: 50, firstEffort: 3, effort: 1 }),
} as const;

/** A group of sources: `bait`, `lure`, … */
export type SourceGroup = keyof typeof POWER_SOURCES;
/** An option's id within its group. */
export type SourceOption<G extends SourceGroup = SourceGroup> =
  (typeof POWER_SOURCES)[G][number]['id'];

/** The groups in the order the checklist shows them. */
export const SOURCE_GROUPS = Object.keys(POWER_SOURCES) as SourceGroup[];

/** What the player ticked: one option per group at most; a group left out is "none". */
export type PowerSources = { [G in SourceGroup]?: SourceOption<G> };

interface Option {
  id: string;
  power: number;
  effort: number;
}

/** The option `id` of `group`, or undefined for none (or an id the table does not know). */
export function optionOf(group: SourceGroup, id: string | undefined): Option | undefined {
  return (POWER_SOURCES[group] as readonly Option[]).find((option) => option.id === id);
}

/** The fishing power the ticked sources add up to. */
export const sumOfSources = (sources: PowerSources): number =>
  SOURCE_GROUPS.reduce((sum, group) => sum + (optionOf(group, sources[group])?.power ?? 0), 0);

/** Whether the player ticked anything. */
export const anySourceChosen = (sources: PowerSources): boolean =>
  SOURCE_GROUPS.some((group) => optionOf(group, sources[group]) !== undefined);

/**
 * The player's fishing power (docs/session.md "The player's fishing power"): the number they typed
 * when there is one (the game shows the real power, and it covers what the list lacks: a Jade
 * lure, a buff the list does not know); else the sum of the ticked sources; undefined when
 * neither (nothing is marked then).
 */
export function fishingPowerOf({
  power,
  sources = {},
}: {
  power?: number;
  sources?: PowerSources;
}): number | undefined {
  if (power !== undefined) return power;
  return anySourceChosen(sources) ? sumOfSources(sources) : undefined;
}
