export { useMarksStore } from './marks-store';
export { useProgress, useToggleFish } from './use-progress';
