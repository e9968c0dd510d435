import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setPersistence } from '@/lib/storage/persistence';
import { usePinsStore } from '@/features/pins/pins-store';
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
    return user;
  }

  it('previews a file with a bad pin; merging keeps the current pins and adds nothing bad', async () => {
    usePinsStore.getState().togglePin('Kryta', '/region/Krytan');
    const user = await importPins([
      { name: 'x', endpoint: 'https://evil.example', isPinned: true },
    ]);
    const preview = await screen.findByRole('region', { name: 'What the file holds' });
    expect(preview).toHaveTextContent('pinned pages: 0 in the file, 1 now.');
    expect(preview).toHaveTextContent('Left out: "x": it does not lead to a page of this site.');
    expect(within(preview).getByRole('radio', { name: /^Merge/ })).toBeChecked();
    await user.click(within(preview).getByRole('button', { name: 'Import' }));
    expect(usePinsStore.getState().pins.map((pin) => pin.endpoint)).toEqual(['/region/Krytan']);
  });

  it('refuses a file that is not an export, with its reason', async () => {
    const { user, container } = renderApp('/settings/general');
    await screen.findByRole('button', { name: 'Import data from a file' });
    const input = container.ownerDocument.querySelector<HTMLInputElement>('input[type=file]');
    await user.upload(input!, new File(['{oops'], 'data.json', { type: 'application/json' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The file is not valid JSON.');
  });

  it('imports a valid file after the preview', async () => {
    const user = await importPins([{ name: 'Orr', endpoint: '/region/Orrian', isPinned: true }]);
    await user.click(await screen.findByRole('button', { name: 'Import' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Imported: pinned pages.');
    expect(usePinsStore.getState().pins.map((pin) => pin.name)).toEqual(['Orr']);
  });

  it('says what merging leaves out past the limit, and imports exactly that', async () => {
    const pins = (prefix: string) =>
      Array.from({ length: 150 }, (_, i) => ({
        name: `${prefix} ${i}`,
        endpoint: `/region/${prefix}${i}`,
        isPinned: true,
      }));
    usePinsStore.setState({ pins: pins('Mine') });
    const user = await importPins(pins('File'));
    const preview = await screen.findByRole('region', { name: 'What the file holds' });
    expect(preview).toHaveTextContent('pinned pages: 150 in the file, 150 now.');
    const fileNames = Array.from({ length: 10 }, (_, i) => `"File ${50 + i}"`).join(', ');
    expect(preview).toHaveTextContent(
      'Merging gives 300 pinned pages, more than the limit of 200. Yours come first, so the ' +
        `last 100 are left out: ${fileNames} and 90 more.`,
    );
    // Replacing stays within the limit: nothing to say.
    await user.click(within(preview).getByRole('radio', { name: /^Replace/ }));
    expect(preview).not.toHaveTextContent('Merging gives');
    await user.click(within(preview).getByRole('radio', { name: /^Merge/ }));
    await user.click(within(preview).getByRole('button', { name: 'Import' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Imported: pinned pages (100 left out: the limit is 200).',
    );
    const kept = usePinsStore.getState().pins.map((pin) => pin.name);
    expect(kept).toEqual([...pins('Mine'), ...pins('File').slice(0, 50)].map((pin) => pin.name));
    // The whole settings page and a 300-pin preview render: give a busy machine time.
  }, 20_000);
});
