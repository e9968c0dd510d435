import type { GameWords } from './game-words-schema';

/**
 * A newer record over an older one of the same language (the app's cached answer over the
 * bundle's): each name, description and word the newer has wins, the older fills the rest.
 */
export function mergeGameWords(older: GameWords | undefined, newer: GameWords): GameWords {
  if (!older) return newer;
  const { holes, baits, times } = older.glossary;
  const lines = (field: keyof NonNullable<GameWords['hintLines']>) => ({
    ...older.hintLines?.[field],
    ...newer.hintLines?.[field],
  });
  return {
    ...newer,
    items: { ...older.items, ...newer.items },
    achievements: { ...older.achievements, ...newer.achievements },
    glossary: {
      holes: { ...holes, ...newer.glossary.holes },
      baits: { ...baits, ...newer.glossary.baits },
      times: { ...times, ...newer.glossary.times },
    },
    ...((older.hintLines || newer.hintLines) && {
      hintLines: { holes: lines('holes'), bait: lines('bait'), time: lines('time') },
    }),
    ...((older.places || newer.places) && { places: { ...older.places, ...newer.places } }),
    ...((older.maps || newer.maps) && { maps: { ...older.maps, ...newer.maps } }),
    ...((older.tells || newer.tells) && { tells: { ...older.tells, ...newer.tells } }),
  };
}
