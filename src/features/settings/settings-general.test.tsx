import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setPersistence } from '@/lib/storage';
import { usePinsStore } from '@/features/pins';
import { renderApp } from '@/testing/render-app';

describe('Settings → General', () => {
  beforeEach(() => {
    setPersistence(false);
    usePinsStore.setState({ pins: [] });
    localStorage.clear();
  });

  it('starts with persistence off and saves pins only after it is turned on', async () => {
    const { user } = renderApp('/settings/general');
    const toggle = await screen.findByRole('switch', {
      name: 'Remember my settings in this browser',
    });
    expect(toggle).not.toBeChecked();
    usePinsStore.getState().togglePin('Kryta', '/region/Krytan');
    expect(localStorage.length).toBe(0);

    await user.click(toggle);
    expect(toggle).toBeChecked();
    expect(localStorage.getItem('tyria-fishing-companion:pins')).toContain('/region/Krytan');

    await user.click(toggle);
    expect(localStorage.length).toBe(0);
    expect(usePinsStore.getState().pins).toHaveLength(1);
  });

  /** Opens Settings → General and imports an export file holding `pins`. */
  async function importPins(pins: object[]) {
    const { user, container } = renderApp('/settings/general');
    await screen.findByRole('button', { name: 'Import data from a file' });
    const input = container.ownerDocument.querySelector<HTMLInputElement>('input[type=file]');
    if (!input) throw new Error('no file input');
    const file = JSON.stringify({
      app: 'tyria-fishing-companion',
      format: 1,
      slices: { pins: { version: 1, state: { pins } } },
    });
    await user.upload(input, new File([file], 'data.json', { type: 'application/json' }));
  }

  it('refuses an invalid import file with its reason and keeps the current pins', async () => {
    usePinsStore.getState().togglePin('Kryta', '/region/Krytan');
    await importPins([{ name: 'x', endpoint: 'https://evil.example', isPinned: true }]);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(/pinned pages in the file are not valid/)).toBeInTheDocument();
    expect(usePinsStore.getState().pins.map((pin) => pin.endpoint)).toEqual(['/region/Krytan']);
  });

  it('imports a valid file', async () => {
    await importPins([{ name: 'Orr', endpoint: '/region/Orrian', isPinned: true }]);
    expect(await screen.findByRole('status')).toHaveTextContent('Imported: pinned pages.');
    expect(usePinsStore.getState().pins.map((pin) => pin.name)).toEqual(['Orr']);
  });
});
