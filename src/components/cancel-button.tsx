import { Trans } from '@lingui/react/macro';
import { Button, type ButtonProps } from '@mantine/core';

/**
 * "Cancel" beside a form's or a question's own button: the quiet default variant, so the action
 * it stands by reads first.
 */
export function CancelButton({
  size,
  onClick,
}: {
  size?: ButtonProps['size'];
  onClick: () => void;
}) {
  return (
    <Button size={size} variant="default" onClick={onClick}>
      <Trans>Cancel</Trans>
    </Button>
  );
}
