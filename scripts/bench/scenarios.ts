// Benchmark scenarios. Each returns rows of named metrics; `npm run bench` takes the median of runs.
import { measureLoad, type Scenario } from './browser.ts';

/** Routes whose first load is measured. Later features add their own scenarios below. */
export const routes = [
  '/',
  '/launch/regions',
  '/launch/search',
  '/launch/achievements',
  '/region/Krytan',
  '/achievement/WorldClassFisher',
  '/settings/general',
  '/settings/notifications',
  '/help',
  '/help/guide/intro',
  '/help/faq',
  '/help/feedback',
];

export const scenarios: Scenario[] = routes.map((route) => ({
  name: `load ${route}`,
  run: async (browser, baseUrl) => ({ ...(await measureLoad(browser, baseUrl + route)) }),
}));
