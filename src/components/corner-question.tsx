import { Button } from '@mantine/core';
import type { ReactNode } from 'react';
import { CornerCard } from './corner-card';
import { AskFirstIfUnsaved } from './unsaved-data-choice';
import { Row } from './row';
import space from './spacing.module.css';

/**
 * A question in the corner before an action that leaves this tab's data behind (a reload, a page
 * in a new tab): with data only this tab holds, the choice of `AskFirstIfUnsaved`; else the
 * action's button and a quieter way out. It never takes focus.
 */
export function CornerQuestion({
  role,
  title,
  action,
  proceed,
  cancel,
  onProceed,
  onCancel,
}: {
  /** `status` for news the player may ignore, `alert` for an answer to what they just did. */
  role: 'status' | 'alert';
  title: string;
  action: 'reload' | 'new-tab';
  proceed: ReactNode;
  cancel: ReactNode;
  onProceed: () => void;
  onCancel: () => void;
}) {
  return (
    <CornerCard role={role} title={title}>
      <AskFirstIfUnsaved action={action} onProceed={onProceed} onCancel={onCancel}>
        <Row gap="xs" className={space.mt4}>
          <Button size="compact-sm" onClick={onProceed}>
            {proceed}
          </Button>
          <Button size="compact-sm" variant="subtle" onClick={onCancel}>
            {cancel}
          </Button>
        </Row>
      </AskFirstIfUnsaved>
    </CornerCard>
  );
}
