/** Why an asset could not be used. */
export type AssetErrorReason = 'missing' | 'malformed' | 'unreachable';

/**
 * A static asset (public/assets/…) that could not be loaded. The message names the asset and says
 * what went wrong, so the page that needs it can show it as is.
 */
export class AssetLoadError extends Error {
  override readonly name = 'AssetLoadError';

  constructor(
    /** The asset's path, e.g. "assets/GlobalConfig.json". */
    readonly asset: string,
    readonly reason: AssetErrorReason,
    detail: string,
  ) {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- the console's message (AssetErrorText words it)
    super(`Could not load the catalog file ${asset}: ${detail}`);
  }

  /** Missing and malformed files stay so until the next deployment; retrying will not help. */
  get permanent(): boolean {
    return this.reason !== 'unreachable';
  }
}
