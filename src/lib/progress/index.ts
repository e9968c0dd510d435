export { emptyMarks, toggleMark, type ManualMarks } from './manual-marks';
