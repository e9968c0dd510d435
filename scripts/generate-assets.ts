// `npm run data`: regenerates public/assets/ from @gw2efficiency/game-data and scripts/data/, and
// the cross-check tables of docs/DATA.md. Fails on a disagreement with the sources that no
// written decision explains.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildAssets } from './lib/build-assets.ts';
import { crossCheckAssets, withCrosscheckBlock } from './lib/crosscheck/index.ts';
import { defaultAssetSources } from './lib/default-sources.ts';

const publicDir = fileURLToPath(new URL('../public', import.meta.url));
const files = buildAssets(defaultAssetSources());
const { report, block } = crossCheckAssets(files);
const dataDoc = fileURLToPath(new URL('../docs/DATA.md', import.meta.url));
writeFileSync(dataDoc, withCrosscheckBlock(readFileSync(dataDoc, 'utf8'), block));

rmSync(join(publicDir, 'assets'), { recursive: true, force: true });
for (const [path, text] of files) {
  const target = join(publicDir, path);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, text);
}
console.log(`Wrote ${files.size} assets to public/assets/.`);
if (report.unexplained.length > 0 || report.unused.length > 0) {
  for (const row of report.unexplained)
    console.error('Unexplained disagreement:', JSON.stringify(row));
  for (const decision of report.unused)
    console.error('Decision explains nothing:', JSON.stringify(decision));
  process.exitCode = 1;
}
