// Loads the fish list of @gw2efficiency/game-data. Plain Node needs the file path (a directory
// import fails) and the CommonJS default export arrives wrapped in another `default`.
import type { GameDataFish } from '@gw2efficiency/game-data/fish';
import * as fishModule from '@gw2efficiency/game-data/fish/index.js';

type Wrapped = { default?: unknown };

export function loadPackageFish(): readonly GameDataFish[] {
  let value: unknown = fishModule;
  while (
    !Array.isArray(value) &&
    typeof value === 'object' &&
    value !== null &&
    'default' in value
  ) {
    value = (value as Wrapped).default;
  }
  if (!Array.isArray(value))
    throw new Error('@gw2efficiency/game-data/fish did not export a list.');
  return value as readonly GameDataFish[];
}
