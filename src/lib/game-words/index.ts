export { buildGameWords } from './build-game-words';
export { gameWordsSchema, type GameWords } from './game-words-schema';
export { englishWords, gameWordsLookup, mergeGameWords, type GameWordsLookup } from './lookup';
export { baitLabel, holeLabel, timeLabel } from './game-word-labels';
