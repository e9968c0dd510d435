export { buildGameWords } from './build-game-words';
export { gameWordsSchema } from './game-words-schema';
