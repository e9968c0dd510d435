export { PinBar, type PinnableHandle } from './pin-bar';
export { usePinsStore, type Pin } from './store';
