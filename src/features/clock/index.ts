export { ClockPanel, type ClockPanelProps } from './clock-panel';
export { nowStore, useNow } from './now-store';
export { ShellClock } from './shell-clock';
