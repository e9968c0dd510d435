import { AssetErrorText } from './asset-error-text';
import { Loading } from './loading';
import { Notice } from './notice';
import { spaceBelow, type Space } from './space-below';

/**
 * Where a page shows its catalog files' state: why the files that failed could not be used (one
 * sentence each under the notice's title), else a loader while they load, for pages that have
 * nothing else to show meanwhile. Nothing once they are in.
 */
export function AssetStatus({
  errors,
  failedTitle,
  loadingLabel,
  mb,
}: {
  errors: readonly Error[];
  /** What failed, in the page's words ("This region's data could not be loaded"). */
  failedTitle: string;
  /** With a label, a loader shows while no file failed. */
  loadingLabel?: string;
  mb?: Space;
}) {
  if (errors.length > 0) {
    return (
      <Notice color="red" title={failedTitle} className={mb && spaceBelow[mb]}>
        {errors.map((error) => (
          <div key={error.message}>
            <AssetErrorText error={error} />
          </div>
        ))}
      </Notice>
    );
  }
  return loadingLabel === undefined ? null : <Loading label={loadingLabel} mb={mb} />;
}
