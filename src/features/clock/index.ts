export { ClockPanel, type ClockPanelProps } from './clock-panel';
export { nowStore, useNow, useTimeDerived } from './now-store';
export { ShellClock } from './shell-clock';
