import { Trans, useLingui } from '@lingui/react/macro';
import { Alert } from '@mantine/core';
import { IconDeviceMobileRotated } from '@tabler/icons-react';
import classes from './landscape-hint.module.css';

/** Recommends landscape mode; CSS shows it only on narrow portrait screens. */
export function LandscapeHint() {
  const { t } = useLingui();
  return (
    <Alert
      className={classes.hint}
      color="cyan"
      variant="light"
      title={t`Tip: turn your phone sideways`}
      icon={<IconDeviceMobileRotated aria-hidden="true" />}
      data-testid="landscape-hint"
    >
      <Trans>
        The fish grid of a region is seven fish wide. It is much easier to read in landscape mode.
      </Trans>
    </Alert>
  );
}
