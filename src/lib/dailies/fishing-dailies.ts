/**
 * Whether an achievement is a daily fishing achievement: its name starts with "Daily" and ends
 * with "Fisher" ("Daily Kryta Fisher"). Their ids are not public, so they are found by name.
 */
export const isFishingDailyName = (name: string) => /^Daily\b.*\bFisher$/.test(name.trim());

/** Today's fishing daily names among `achievements`, in the order given, without duplicates. */
export function fishingDailyNames(achievements: readonly ({ name: string } | undefined)[]) {
  const names = achievements.flatMap((entry) =>
    entry && isFishingDailyName(entry.name) ? [entry.name.trim()] : [],
  );
  return [...new Set(names)];
}

/** The UTC calendar day of `now` ("2026-11-22"): the daily achievements change with it. */
export const utcDay = (now: number | Date) => new Date(now).toISOString().slice(0, 10);
