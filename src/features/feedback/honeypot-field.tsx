import { Trans } from '@lingui/react/macro';
import { VisuallyHidden } from '@mantine/core';
import type { ChangeEvent } from 'react';
import { FEEDBACK_FIELDS } from './send-feedback';

/**
 * A field only bots fill in: out of sight, out of the tab order and hidden from assistive
 * technology, with autofill off so a browser never fills it for a person.
 */
export function HoneypotField({
  value,
  onChange,
}: {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  return (
    <VisuallyHidden aria-hidden="true">
      <label>
        <Trans>Leave this field empty</Trans>
        <input
          type="text"
          name={FEEDBACK_FIELDS.honeypot}
          tabIndex={-1}
          autoComplete="off"
          value={value}
          onChange={onChange}
        />
      </label>
    </VisuallyHidden>
  );
}
