// The catalog cross-check (issue 14): what `npm run data` and its tests run.
import { fishCorrections } from '../../data/fish-corrections.ts';
import { fishDecisions } from '../../data/fish-decisions.ts';
import { catalogFish } from './catalog-fish.ts';
import { crossCheck } from './compare.ts';
import { renderCrosscheckBlock } from './data-doc.ts';
import { loadCrosscheck } from './load-crosscheck.ts';

/** Cross-checks generated assets against the vendored sources with the written decisions. */
export function crossCheckAssets(files: ReadonlyMap<string, string>) {
  const report = crossCheck(catalogFish(files), loadCrosscheck().fish, fishDecisions);
  return { report, block: renderCrosscheckBlock(report, fishCorrections) };
}

export { DOC_END, DOC_START, withCrosscheckBlock } from './data-doc.ts';
