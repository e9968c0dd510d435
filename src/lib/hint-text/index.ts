export { knownHigherChanceHoles, knownHoles, readHint, readHintTime } from './read-hint';
