// Spanish, loaded before a Spanish page renders (`loadI18n`): the UI's catalog, and the game's words
// the build bundled for it (none until a refresh has fetched them, docs/DATA.md "Languages").
import gameWords from 'virtual:bundled-game-words/es';
import { putGameWords } from '@/data/game-words/game-words-store';

putGameWords('es', gameWords);

export { messages } from '@/locales/es.po';
