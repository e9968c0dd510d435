/** An achievement as `/v2/achievements` sends it: only the bits' item ids and hint texts count. */
export interface HintedAchievement {
  id: number;
  bits?: readonly { id?: number; text?: string }[];
}

/** A bit of an achievement: where a word was read. */
export interface BitRef {
  achievementId: number;
  bit: number;
}

/**
 * Each English bit with a hint, beside the same bit (same achievement id, same index) of the
 * other language's answer, where that has the achievement; `beside` is undefined where it lacks
 * the bit.
 */
export function* bitsBeside(
  english: readonly HintedAchievement[],
  localized: readonly HintedAchievement[],
) {
  const theirs = new Map(localized.map((achievement) => [achievement.id, achievement]));
  for (const achievement of english) {
    const other = theirs.get(achievement.id);
    if (!other) continue;
    for (const [bit, { id, text }] of (achievement.bits ?? []).entries())
      if (text !== undefined)
        yield { ref: { achievementId: achievement.id, bit }, id, text, beside: other.bits?.[bit] };
  }
}
