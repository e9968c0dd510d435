// Decides, per fish and attribute, what the independent sources say together.
import type { SourceFacts, SourceId } from './source-facts.ts';

/** The attributes the cross-check compares. */
export const ATTRIBUTES = [
  'time',
  'higherChanceTime',
  'bait',
  'holes',
  'higherChanceHoles',
  'fishingPower',
] as const;
export type Attribute = (typeof ATTRIBUTES)[number];

/** The game's own hint text weighs most: it breaks ties but never outvotes two agreeing sources. */
export const SOURCE_WEIGHT: Readonly<Record<SourceId, number>> = { E: 1, G: 1.5, O: 1, T: 1, H: 1 };

/** An attribute's value as one comparable string ("ANY", "LAKE+NONE", "none", "450"). */
export function attributeValue(facts: SourceFacts, attribute: Attribute): string | undefined {
  switch (attribute) {
    case 'time':
      return facts.time;
    case 'higherChanceTime':
      return facts.higherChanceTime === undefined ? undefined : (facts.higherChanceTime ?? 'none');
    case 'bait':
      return facts.bait;
    case 'holes':
      return facts.holes?.join('+');
    case 'higherChanceHoles':
      if (facts.higherChanceHoles === undefined) return undefined;
      return facts.higherChanceHoles.length ? facts.higherChanceHoles.join('+') : 'none';
    case 'fishingPower':
      // A source giving several (fish of several maps) counts for the lowest: the least a player needs.
      return facts.fishingPower?.length ? String(Math.min(...facts.fishingPower)) : undefined;
  }
}

export interface Vote {
  /** What each source that covers the attribute says. */
  says: Partial<Record<SourceId, string>>;
  /** The value with the highest weight; undefined when no source covers it or two values tie. */
  winner?: string;
  /** True when the covering sources do not all agree. */
  split: boolean;
}

/** Weighs what the sources say about one attribute of one fish. */
export function vote(facts: Partial<Record<SourceId, SourceFacts>>, attribute: Attribute): Vote {
  const says: Partial<Record<SourceId, string>> = {};
  const weights = new Map<string, number>();
  for (const [source, sourceFacts] of Object.entries(facts) as [SourceId, SourceFacts][]) {
    const value = attributeValue(sourceFacts, attribute);
    if (value === undefined) continue;
    says[source] = value;
    weights.set(value, (weights.get(value) ?? 0) + SOURCE_WEIGHT[source]);
  }
  const [first, second] = [...weights].sort(([, a], [, b]) => b - a);
  const tied = first !== undefined && second !== undefined && first[1] === second[1];
  return { says, winner: tied ? undefined : first?.[0], split: second !== undefined };
}
