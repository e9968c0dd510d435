import {
  optionOf,
  POWER_SOURCES,
  SOURCE_GROUPS,
  type PowerSources,
  type SourceGroup,
  type SourceOption,
} from './power-sources';

/** One change that adds power: an option not yet chosen, and what it adds over the group's choice. */
export interface GapStep {
  group: SourceGroup;
  option: SourceOption;
  /** The option's power less that of the group's current choice. */
  gain: number;
}

/** The cheapest changes that close a gap, and the power they add together. */
export interface GapWay {
  steps: GapStep[];
  gain: number;
}

interface Move extends GapStep {
  effort: number;
}

/** The moves a group offers: each option above its current choice, at the effort it adds. */
function movesOf(group: SourceGroup, sources: PowerSources): Move[] {
  const current = optionOf(group, sources[group]);
  return POWER_SOURCES[group]
    .filter((option) => option.power > (current?.power ?? 0))
    .map((option) => ({
      group,
      option: option.id,
      gain: option.power - (current?.power ?? 0),
      effort: Math.max(1, option.effort - (current?.effort ?? 0)),
    }));
}

interface Candidate {
  moves: Move[];
  effort: number;
  gain: number;
}

/** Less effort wins, then the least power beyond the gap, then fewer changes. */
function better(a: Candidate, b: Candidate | undefined, gap: number) {
  if (!b) return true;
  if (a.effort !== b.effort) return a.effort < b.effort;
  if (a.gain - gap !== b.gain - gap) return a.gain < b.gain;
  return a.moves.length < b.moves.length;
}

/**
 * The cheapest way to add `gap` fishing power from the sources not yet chosen in `sources`
 * (docs/DATA.md "Fishing power sources"): at most one change per group (Mackerel in place of
 * bait adds 50), the least total effort, then the least power beyond the gap, then the fewest
 * changes, then the table's order. No steps when the gap is closed already; undefined when all
 * the listed sources together do not reach it.
 */
export function cheapestWayToClose(gap: number, sources: PowerSources): GapWay | undefined {
  if (gap <= 0) return { steps: [], gain: 0 };
  const groups = SOURCE_GROUPS.map((group) => movesOf(group, sources));
  let best: Candidate | undefined;
  const visit = (index: number, taken: Candidate) => {
    if (best && taken.effort > best.effort) return;
    if (taken.gain >= gap) {
      if (better(taken, best, gap)) best = taken;
      return;
    }
    if (index === groups.length) return;
    // Changes before leaving a group alone: among equals, the one found first (earlier in the
    // table) stays.
    for (const move of groups[index] ?? []) {
      visit(index + 1, {
        moves: [...taken.moves, move],
        effort: taken.effort + move.effort,
        gain: taken.gain + move.gain,
      });
    }
    visit(index + 1, taken);
  };
  visit(0, { moves: [], effort: 0, gain: 0 });
  if (!best) return undefined;
  return {
    steps: best.moves.map(({ group, option, gain }) => ({ group, option, gain })),
    gain: best.gain,
  };
}
