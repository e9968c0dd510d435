import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { TimeNotificationEditor } from './time-notification-editor';
import { useTimeNotifications } from './time-notifications-store';

function renderEditor() {
  render(
    <MantineProvider env="test">
      <TimeNotificationEditor />
    </MantineProvider>,
  );
  return userEvent.setup({ delay: null });
}

type User = ReturnType<typeof userEvent.setup>;

async function addNotification(
  user: User,
  {
    times,
    minutes,
    cantha = false,
    regions,
  }: { times: string[]; minutes?: string; cantha?: boolean; regions: string[] },
) {
  await user.click(screen.getByRole('button', { name: 'Add time notification' }));
  const form = screen.getByRole('region', { name: 'New time notification' });
  for (const time of times) await user.click(within(form).getByRole('checkbox', { name: time }));
  if (minutes !== undefined) await user.type(within(form).getByLabelText(/Minutes ahead/), minutes);
  if (cantha) await user.click(within(form).getByRole('radio', { name: 'Cantha' }));
  for (const region of regions)
    await user.click(within(form).getByRole('checkbox', { name: region }));
  await user.click(within(form).getByRole('button', { name: 'Add' }));
}

const items = () =>
  within(screen.getByRole('list', { name: 'Time notifications' }))
    .getAllByRole('listitem')
    .filter((item) => item.parentElement?.getAttribute('aria-label') === 'Time notifications');

describe('time notification editor', () => {
  beforeEach(() => useTimeNotifications.setState({ notifications: [] }));

  it('toggles between the add button and the form; cancel resets the form', async () => {
    const user = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Add time notification' }));
    const form = screen.getByRole('region', { name: 'New time notification' });
    await user.click(within(form).getByRole('checkbox', { name: 'Night' }));
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('region', { name: 'New time notification' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add time notification' }));
    expect(screen.getByRole('checkbox', { name: 'Night' })).not.toBeChecked();
  });

  it('shows validation messages under the fields and keeps Add disabled while invalid', async () => {
    const user = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Add time notification' }));
    const add = screen.getByRole('button', { name: 'Add' });
    expect(add).toBeDisabled();

    await user.click(screen.getByRole('checkbox', { name: 'Night' }));
    await user.click(screen.getByRole('checkbox', { name: 'Night' }));
    expect(screen.getByText('Choose at least one time of day')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Night' }));
    expect(screen.queryByText('Choose at least one time of day')).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Kryta' }));
    await user.click(screen.getByRole('checkbox', { name: 'Kryta' }));
    expect(screen.getByText('Choose at least one region')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Kryta' }));
    expect(add).toBeEnabled();

    const minutes = screen.getByLabelText(/Minutes ahead/);
    await user.type(minutes, '60');
    expect(minutes).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(/Enter whole minutes from 0 to 59/)).toBeInTheDocument();
    expect(add).toBeDisabled();
    await user.clear(minutes);
    await user.type(minutes, '59');
    expect(minutes).not.toHaveAttribute('aria-invalid', 'true');
    expect(add).toBeEnabled();
  });

  it('offers only the chosen clock’s regions and drops regions of the other clock', async () => {
    const user = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Add time notification' }));
    await user.click(screen.getByRole('checkbox', { name: 'Kryta' }));
    expect(screen.queryByRole('checkbox', { name: 'Seitung Province' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Cantha' }));
    expect(screen.getByRole('checkbox', { name: 'Seitung Province' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Kryta' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Tyria' }));
    expect(screen.getByRole('checkbox', { name: 'Kryta' })).not.toBeChecked();
  });

  it('merges a matching notification and creates a new one otherwise', async () => {
    const user = renderEditor();
    await addNotification(user, { times: ['Night'], minutes: '5', regions: ['Kryta'] });
    await addNotification(user, {
      times: ['Night'],
      minutes: '5',
      regions: ['Ruins of Orr', 'Kryta'],
    });
    expect(items()).toHaveLength(1);
    const [merged] = items();
    expect(merged).toHaveAccessibleName('Night in Tyria, 5 min ahead');
    expect(within(merged!).getByRole('list', { name: 'Regions' })).toHaveTextContent(
      'KrytaRuins of Orr',
    );

    await addNotification(user, { times: ['Night'], regions: ['Kryta'] });
    await addNotification(user, {
      times: ['Dusk / Dawn'],
      cantha: true,
      minutes: '0',
      regions: ['New Kaineng City'],
    });
    await addNotification(user, { times: ['Night'], minutes: '0', regions: ['Ascalon'] });
    expect(items().map((item) => item.getAttribute('aria-label'))).toEqual([
      'Night in Tyria, 5 min ahead',
      'Night in Tyria, 0 min ahead',
      'Dusk / Dawn in Cantha, 0 min ahead',
    ]);
    expect(useTimeNotifications.getState().notifications[1]).toMatchObject({
      regions: ['Krytan', 'Ascalonian'],
      autoDismiss: true,
    });
  });

  it('edits, cancels an edit, removes regions and deletes', async () => {
    const user = renderEditor();
    await addNotification(user, {
      times: ['Night'],
      minutes: '5',
      regions: ['Kryta', 'Ruins of Orr'],
    });
    await addNotification(user, { times: ['Day'], regions: ['Ascalon'] });

    const night = () => screen.getByRole('listitem', { name: /^Night in Tyria/ });
    await user.click(within(night()).getByRole('button', { name: 'Edit' }));
    const minutes = within(night()).getByLabelText(/Minutes ahead/);
    await user.clear(minutes);
    await user.type(minutes, '12');
    await user.click(within(night()).getByRole('button', { name: 'Cancel' }));
    expect(night()).toHaveAccessibleName('Night in Tyria, 5 min ahead');

    await user.click(within(night()).getByRole('button', { name: 'Edit' }));
    expect(within(night()).getByLabelText(/Minutes ahead/)).toHaveValue('5');
    await user.clear(within(night()).getByLabelText(/Minutes ahead/));
    await user.type(within(night()).getByLabelText(/Minutes ahead/), '12');
    await user.click(within(night()).getByRole('checkbox', { name: /Dismiss its cards/ }));
    await user.click(within(night()).getByRole('button', { name: 'Save' }));
    expect(night()).toHaveAccessibleName('Night in Tyria, 12 min ahead');
    expect(useTimeNotifications.getState().notifications[0]).toMatchObject({
      minutesAhead: 12,
      autoDismiss: false,
    });

    await user.click(within(night()).getByRole('button', { name: 'Remove Kryta' }));
    expect(within(night()).queryByText('Kryta')).not.toBeInTheDocument();
    await user.click(within(night()).getByRole('button', { name: 'Remove Ruins of Orr' }));
    expect(screen.queryByRole('listitem', { name: /^Night in Tyria/ })).not.toBeInTheDocument();

    const day = screen.getByRole('listitem', { name: 'Day in Tyria, 0 min ahead' });
    await user.click(within(day).getByRole('button', { name: 'Delete' }));
    expect(screen.getByText('No time notifications yet.')).toBeInTheDocument();
  });
});
