// `npm run bench:variant -- <dist> <out> no-code|markup-only`: writes a copy of a build whose pages
// run no code, or also have no styles, to compare with the build in `npm run bench:ab`.
import { writeVariantBuild } from './bench/page-variants.ts';

const [dist, out, variant] = process.argv.slice(2);
if (!dist || !out || (variant !== 'no-code' && variant !== 'markup-only')) {
  console.error('Usage: npm run bench:variant -- <dist> <out> no-code|markup-only');
  process.exit(1);
}
writeVariantBuild(dist, out, variant);
console.log(`${out}: the pages of ${dist}, ${variant}`);
