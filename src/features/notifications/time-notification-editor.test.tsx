import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TimeNotification } from '@/lib/notifications/types';
import { TimeNotificationEditor } from './time-notification-editor';
import { useTimeNotificationsStore } from './time-notifications-store';

// fireEvent and label queries (cheaper than role queries in jsdom): these journeys click a lot,
// and the test machine is shared.
function renderEditor() {
  render(
    <MantineProvider env="test">
      <TimeNotificationEditor />
    </MantineProvider>,
  );
}

const click = (element: HTMLElement) => fireEvent.click(element);
const typeMinutes = (scope: HTMLElement, value: string) =>
  fireEvent.change(within(scope).getByLabelText(/Minutes ahead/), { target: { value } });

function addNotification({
  times,
  minutes,
  cantha = false,
  regions,
}: {
  times: string[];
  minutes?: string;
  cantha?: boolean;
  regions: string[];
}) {
  click(screen.getByRole('button', { name: 'Add time notification' }));
  const form = screen.getByRole('region', { name: 'New time notification' });
  for (const time of times) click(within(form).getByLabelText(time));
  if (minutes !== undefined) typeMinutes(form, minutes);
  if (cantha) click(within(form).getByLabelText('Cantha'));
  for (const region of regions) click(within(form).getByLabelText(region));
  click(within(form).getByRole('button', { name: 'Add' }));
}

const itemNames = () =>
  within(screen.getByRole('list', { name: 'Time notifications' }))
    .queryAllByRole('listitem')
    .map((item) => item.getAttribute('aria-label'))
    .filter(Boolean);

const seeded = (overrides: Partial<TimeNotification>): TimeNotification => ({
  id: 'night',
  minutesAhead: 5,
  timesOfDay: ['NIGHT'],
  inCantha: false,
  regions: ['Krytan', 'Orrian'],
  autoDismiss: true,
  ...overrides,
});

describe('time notification editor', { timeout: 15_000 }, () => {
  beforeEach(() => useTimeNotificationsStore.setState({ notifications: [] }));

  it('toggles between the add button and the form; cancel resets the form', () => {
    renderEditor();
    click(screen.getByRole('button', { name: 'Add time notification' }));
    const form = screen.getByRole('region', { name: 'New time notification' });
    click(within(form).getByLabelText('Night'));
    expect(within(form).getByLabelText('Night')).toBeChecked();
    click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('region', { name: 'New time notification' })).not.toBeInTheDocument();
    click(screen.getByRole('button', { name: 'Add time notification' }));
    expect(screen.getByLabelText('Night')).not.toBeChecked();
  });

  it('shows validation messages under the fields and keeps Add disabled while invalid', () => {
    renderEditor();
    click(screen.getByRole('button', { name: 'Add time notification' }));
    const form = screen.getByRole('region', { name: 'New time notification' });
    const add = within(form).getByRole('button', { name: 'Add' });
    expect(add).toBeDisabled();

    click(screen.getByLabelText('Night'));
    click(screen.getByLabelText('Night'));
    expect(screen.getByText('Choose at least one time of day')).toBeInTheDocument();
    click(screen.getByLabelText('Night'));
    expect(screen.queryByText('Choose at least one time of day')).not.toBeInTheDocument();

    click(screen.getByLabelText('Kryta'));
    click(screen.getByLabelText('Kryta'));
    expect(screen.getByText('Choose at least one region')).toBeInTheDocument();
    click(screen.getByLabelText('Kryta'));
    expect(add).toBeEnabled();

    typeMinutes(form, '60');
    const minutes = screen.getByLabelText(/Minutes ahead/);
    expect(minutes).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(/Enter whole minutes from 0 to 59/)).toBeInTheDocument();
    expect(add).toBeDisabled();
    typeMinutes(form, '59');
    expect(minutes).not.toHaveAttribute('aria-invalid', 'true');
    expect(add).toBeEnabled();
    typeMinutes(form, '');
    expect(add).toBeEnabled();
  });

  it('offers only the chosen clock’s regions and drops regions of the other clock', () => {
    renderEditor();
    click(screen.getByRole('button', { name: 'Add time notification' }));
    click(screen.getByLabelText('Kryta'));
    expect(screen.queryByLabelText('Seitung Province')).not.toBeInTheDocument();
    click(screen.getByLabelText('Cantha'));
    expect(screen.getByLabelText('Seitung Province')).toBeInTheDocument();
    expect(screen.queryByLabelText('Kryta')).not.toBeInTheDocument();
    click(screen.getByLabelText('Tyria'));
    expect(screen.getByLabelText('Kryta')).not.toBeChecked();
  });

  it('merges a matching notification and creates a new one otherwise', () => {
    renderEditor();
    addNotification({ times: ['Night'], minutes: '5', regions: ['Kryta'] });
    addNotification({ times: ['Night'], minutes: '5', regions: ['Ruins of Orr', 'Kryta'] });
    expect(itemNames()).toEqual(['Night in Tyria, 5 min ahead']);
    const merged = screen.getByRole('listitem', { name: 'Night in Tyria, 5 min ahead' });
    expect(within(merged).getByRole('list', { name: 'Regions' })).toHaveTextContent(
      'KrytaRuins of Orr',
    );

    addNotification({ times: ['Night'], regions: ['Kryta'] });
    addNotification({
      times: ['Dusk / Dawn'],
      cantha: true,
      minutes: '0',
      regions: ['New Kaineng City'],
    });
    addNotification({ times: ['Night'], minutes: '0', regions: ['Ascalon'] });
    expect(itemNames()).toEqual([
      'Night in Tyria, 5 min ahead',
      'Night in Tyria, 0 min ahead',
      'Dusk / Dawn in Cantha, 0 min ahead',
    ]);
    expect(useTimeNotificationsStore.getState().notifications[1]).toMatchObject({
      regions: ['Krytan', 'Ascalonian'],
      autoDismiss: true,
    });
  });

  it('cancelling an edit keeps the notification; saving replaces it', () => {
    useTimeNotificationsStore.setState({ notifications: [seeded({})] });
    renderEditor();
    const night = () => screen.getByRole('listitem', { name: /^Night in Tyria/ });
    click(within(night()).getByRole('button', { name: 'Edit' }));
    typeMinutes(night(), '12');
    click(within(night()).getByRole('button', { name: 'Cancel' }));
    expect(night()).toHaveAccessibleName('Night in Tyria, 5 min ahead');

    click(within(night()).getByRole('button', { name: 'Edit' }));
    expect(within(night()).getByLabelText(/Minutes ahead/)).toHaveValue('5');
    typeMinutes(night(), '12');
    click(within(night()).getByLabelText(/Dismiss its cards/));
    click(within(night()).getByRole('button', { name: 'Save' }));
    expect(night()).toHaveAccessibleName('Night in Tyria, 12 min ahead');
    expect(useTimeNotificationsStore.getState().notifications[0]).toMatchObject({
      minutesAhead: 12,
      autoDismiss: false,
    });
  });

  it('removing the last region deletes the notification; delete removes it', () => {
    useTimeNotificationsStore.setState({
      notifications: [
        seeded({}),
        seeded({ id: 'day', timesOfDay: ['DAY'], minutesAhead: undefined }),
      ],
    });
    renderEditor();
    const night = () => screen.getByRole('listitem', { name: 'Night in Tyria, 5 min ahead' });
    click(within(night()).getByRole('button', { name: 'Remove Kryta' }));
    expect(within(night()).queryByText('Kryta')).not.toBeInTheDocument();
    click(within(night()).getByRole('button', { name: 'Remove Ruins of Orr' }));
    expect(itemNames()).toEqual(['Day in Tyria, 0 min ahead']);

    const day = screen.getByRole('listitem', { name: 'Day in Tyria, 0 min ahead' });
    click(within(day).getByRole('button', { name: 'Delete' }));
    expect(screen.getByText('No time notifications yet.')).toBeInTheDocument();
  });
});
