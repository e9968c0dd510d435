import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TimeNotification } from '@/lib/notifications/types';
import { TimeNotificationEditor } from './time-notification-editor';
import { useTimeNotificationsStore } from './time-notifications-store';

// The list's 200 items are not what this test is about, and take jsdom some 25 s to render.
vi.mock('./time-notification-item', () => ({ TimeNotificationItem: () => <li /> }));

const click = (element: HTMLElement) => fireEvent.click(element);

describe('time notification editor at the cap', () => {
  it('says so under the form, keeps it open and adds nothing (G2)', () => {
    const full: TimeNotification[] = Array.from({ length: 200 }, (_, i) => ({
      id: `n${i}`,
      minutesAhead: 5,
      timesOfDay: ['NIGHT'],
      inCantha: false,
      regions: ['Krytan'],
      autoDismiss: true,
    }));
    useTimeNotificationsStore.setState({ notifications: full });
    render(
      <MantineProvider env="test">
        <TimeNotificationEditor />
      </MantineProvider>,
    );
    click(screen.getByRole('button', { name: 'Add time notification' }));
    const form = screen.getByRole('region', { name: 'New time notification' });
    click(within(form).getByLabelText('Day'));
    click(within(form).getByLabelText('Kryta'));
    click(within(form).getByRole('button', { name: 'Add' }));

    expect(within(form).getByRole('alert')).toHaveTextContent(
      'You have 200 time notifications, the most the app keeps, so this one was not added.',
    );
    expect(useTimeNotificationsStore.getState().notifications).toEqual(full);
  });
});
