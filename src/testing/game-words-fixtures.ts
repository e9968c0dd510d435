import type { GameWords } from '@/lib/game-words/game-words-schema';

/**
 * A German record of the game's words for tests. Every word here is test data marked "(Test)",
 * not the game's: the tests check where the words show and that English stands in, never the
 * words themselves (the API's German texts could not be found offline).
 */
export const testGermanWords: GameWords = {
  version: 1,
  locale: 'de',
  fetchedAt: '2026-11-26T10:00:00.000Z',
  items: {
    95961: 'Krytanischer Flusskrebs (Test)',
    97409: 'Heilige Makrele (Test)',
  },
  achievements: {
    6068: { name: 'Krytanischer Angler (Test)', description: 'Beschreibung (Test)' },
    6263: { name: 'Eifriger Krytanischer Angler (Test)', description: '' },
    6224: { name: 'Weltklasse-Angler (Test)', description: '<c=@flavor>Weltklasse (Test)</c>' },
  },
  glossary: {
    holes: { COASTAL: 'Küstenfisch (Test)' },
    baits: { SHRIMPLING: 'Garnelchen (Test)' },
    times: { NIGHT: 'Nachts (Test)' },
  },
};
