export { FishingPowerInput } from './fishing-power-input';
export { useFishingPower, useFishingPowerStore } from './fishing-power-store';
export { HolePowerNote } from './hole-power-note';
