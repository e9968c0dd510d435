export { knownHigherChanceHoles, knownHoles, readHint, readHintTime } from './read-hint';
export { buildGlossary, type GlossaryReading, type HintedAchievement } from './glossary';
export { unknownLines, unknownLinesBeside } from './unknown-lines';
export { placeLinesBeside } from './place-lines';
