import { Alert, Loader, type MantineSpacing } from '@mantine/core';
import { AssetErrorText } from './asset-error-text';

/**
 * Where a page shows its catalog files' state: why the files that failed could not be used (one
 * sentence each under the alert's title), else a loader while they load, for pages that have
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
  mb?: MantineSpacing;
}) {
  if (errors.length > 0) {
    return (
      <Alert color="red" title={failedTitle} role="alert" mb={mb}>
        {errors.map((error) => (
          <div key={error.message}>
            <AssetErrorText error={error} />
          </div>
        ))}
      </Alert>
    );
  }
  return loadingLabel === undefined ? null : <Loader aria-label={loadingLabel} mb={mb} />;
}
