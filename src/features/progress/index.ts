export { useMarksStore } from './marks-store';
export { MarkingPausedNote, useMarkingPause } from './marking';
export { useProgress, useToggleFish } from './use-progress';
