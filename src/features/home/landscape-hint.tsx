import { Trans, useLingui } from '@lingui/react/macro';
import { IconDeviceMobileRotated } from '@tabler/icons-react';
import { Notice } from '@/components/notice';
import classes from './landscape-hint.module.css';

/** Recommends landscape mode; CSS shows it only on narrow portrait screens. */
export function LandscapeHint() {
  const { t } = useLingui();
  return (
    <Notice
      className={classes.hint}
      color="cyan"
      title={t`Tip: turn your phone sideways`}
      icon={<IconDeviceMobileRotated aria-hidden="true" />}
      data-testid="landscape-hint"
    >
      <Trans>
        The fish grid of a region is seven fish wide. It is much easier to read in landscape mode.
      </Trans>
    </Notice>
  );
}
