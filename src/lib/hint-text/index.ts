export {
  knownHigherChanceHoles,
  knownHoles,
  readHint,
  readHintTime,
  type HintHole,
  type HintTime,
  type PhaseTime,
  type ReadHint,
} from './read-hint';
