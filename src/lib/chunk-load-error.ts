/** What browsers and Vite say when a lazily loaded chunk cannot be fetched (e.g. after a redeploy). */
const CHUNK_LOAD_MESSAGE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

/** True when `error` is a failed load of the app's own code, which a reload fixes. */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_LOAD_MESSAGE.test(error.message);
}
