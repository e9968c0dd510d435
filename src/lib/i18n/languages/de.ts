// German, loaded before a German page renders (`loadLanguage`): the UI's catalog, and the game's
// words the build bundled for it (none until a refresh has fetched them, docs/DATA.md "Languages").
export { default as gameWords } from 'virtual:bundled-game-words/de';
export { messages } from '@/locales/de.po';
