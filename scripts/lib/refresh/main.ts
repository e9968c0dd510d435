// The command line of `npm run data:refresh [--base <url>]` (env GW2_API_BASE also sets the base).
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { BundleSide } from '../../../src/lib/live-catalog/diff.ts';
import { bundleSide } from './bundle-side.ts';
import { catalogAchievementIds, FISHING_ACHIEVEMENT_CATEGORY_ID } from './catalog-ids.ts';
import { runDataRefresh } from './run-refresh.ts';

export const DEFAULT_GW2_API_BASE = 'https://api.guildwars2.com';
const defaultCacheDir = fileURLToPath(new URL('../../data/sources', import.meta.url));

export interface DataRefreshIo {
  env: Record<string, string | undefined>;
  log: (line: string) => void;
  error: (line: string) => void;
  now: Date;
  cacheDir?: string;
  /** Defaults to the repo's catalog; tests pass a small one. */
  catalogAchievementIds?: readonly number[];
  /** The bundled catalog the game is compared with (as the app's live check does); tests pass a small one. */
  bundle?: BundleSide;
}

/** Runs the refresh and returns the process exit code (non-zero on any failure, nothing written). */
export async function dataRefreshMain(argv: readonly string[], io: DataRefreshIo): Promise<number> {
  try {
    const { values } = parseArgs({ args: [...argv], options: { base: { type: 'string' } } });
    const base = values.base ?? io.env.GW2_API_BASE ?? DEFAULT_GW2_API_BASE;
    io.log(`Refreshing the fishing data cache from ${base} …`);
    await runDataRefresh({
      base,
      cacheDir: io.cacheDir ?? defaultCacheDir,
      catalogAchievementIds: io.catalogAchievementIds ?? catalogAchievementIds(),
      categoryId: FISHING_ACHIEVEMENT_CATEGORY_ID,
      bundle: io.bundle ?? bundleSide(),
      now: io.now,
      log: io.log,
    });
    return 0;
  } catch (error) {
    io.error(`data:refresh failed; nothing was written. ${(error as Error).message}`);
    return 1;
  }
}
