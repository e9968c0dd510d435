export { useMarksStore } from './marks-store';
export { MarkingPausedNote, useMarking } from './marking';
export { useProgress } from './use-progress';
