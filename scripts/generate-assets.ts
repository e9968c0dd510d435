// `npm run data`: regenerates public/assets/ from @gw2efficiency/game-data and scripts/data/.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildAssets } from './lib/build-assets.ts';
import { defaultAssetSources } from './lib/default-sources.ts';

const publicDir = fileURLToPath(new URL('../public', import.meta.url));
const files = buildAssets(defaultAssetSources());

rmSync(join(publicDir, 'assets'), { recursive: true, force: true });
for (const [path, text] of files) {
  const target = join(publicDir, path);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, text);
}
console.log(`Wrote ${files.size} assets to public/assets/.`);
