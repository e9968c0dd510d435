export { PinBar, type PinnableHandle } from './pin-bar';
export { usePinsStore } from './pins-store';
