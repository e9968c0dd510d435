export { useMarksStore } from './marks-store';
