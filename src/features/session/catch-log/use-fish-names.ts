import { useCallback, useMemo } from 'react';
import { useGameWords } from '@/data/game-words/game-words-store';
import { useWholeCatalog } from '@/data/use-whole-catalog';

/**
 * A fish's name in the page's language by item id (the game's word, the catalog's English where
 * the game gave none), from the whole catalog the session page loads anyway; `undefined` until
 * its file has loaded.
 */
export function useFishNames(): (itemId: number) => string | undefined {
  const { regions, achievements } = useWholeCatalog();
  const words = useGameWords();
  const english = useMemo(() => {
    const names = new Map<number, string>();
    const add = (details: Readonly<Record<string, { name: string }>>) => {
      for (const [id, { name }] of Object.entries(details)) names.set(Number(id), name);
    };
    regions.forEach(({ extensions }) => add(extensions));
    achievements.forEach(({ achievement }) => add(achievement.items));
    return names;
  }, [regions, achievements]);
  return useCallback(
    (itemId) => {
      const name = english.get(itemId);
      return name === undefined ? undefined : words.itemName(itemId, name);
    },
    [english, words],
  );
}
