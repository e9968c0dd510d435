export { buildGameWords } from './build-game-words';
export { gameWordsSchema, type GameWords } from './game-words-schema';
export { collectionName, englishWords, gameWordsLookup, type GameWordsLookup } from './lookup';
export { baitLabel, holeLabel, timeLabel } from './game-word-labels';
export { mergeGameWords } from './merge-game-words';
