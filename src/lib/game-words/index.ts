export { buildGameWords } from './build-game-words';
export { gameWordsSchema, type GameWords } from './game-words-schema';
