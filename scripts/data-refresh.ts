// `npm run data:refresh`: refreshes scripts/data/sources/ from the GW2 API (needs network).
import { dataRefreshMain } from './lib/refresh/main.ts';

process.exitCode = await dataRefreshMain(process.argv.slice(2), {
  env: process.env,
  log: (line) => console.log(line),
  error: (line) => console.error(line),
  now: new Date(),
});
