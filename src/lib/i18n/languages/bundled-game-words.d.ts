/** A language's bundled record of the game's words (scripts/vite/bundled-game-words.ts). */
declare module 'virtual:bundled-game-words/*' {
  import type { GameWords } from '@/lib/game-words/game-words-schema';

  const words: GameWords | null;
  export default words;
}
