export { ClockPanel } from './clock-panel';
export { nowStore, useNow, useTimeDerived } from './now-store';
export { ShellClock } from './shell-clock';
export { PhaseInSentence } from './phase-in-sentence';
