// French, loaded before a French page renders (`loadLanguage`): the UI's catalog, and the game's
// words the build bundled for it (none until a refresh has fetched them, docs/DATA.md "Languages").
export { default as gameWords } from 'virtual:bundled-game-words/fr';
export { messages } from '@/locales/fr.po';
