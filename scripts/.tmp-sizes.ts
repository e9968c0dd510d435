import { firstPageBytes } from './lib/first-page-bytes';
const dist = process.argv[2]!;
for (const [page, mods] of [['/', ['home']], ['/launch/regions', ['launch', 'launch-regions']], ['/region/Krytan', ['region']], ['/launch/search', ['launch','launch-search']], ['/launch/planner', ['launch','launch-planner']], ['/launch/achievements', ['launch','launch-achievements']]] as const)
  console.log(page, (firstPageBytes(dist, ...mods.map((m) => `src/app/routes/${m}.tsx`)).gzipBytes / 1024).toFixed(2));
