import { beforeEach, describe, expect, it } from 'vitest';
import { applyImport, createExport, previewImport } from '@/lib/storage/export-import';
import { setPersistence } from '@/lib/storage/persistence';
import { useFishingPowerStore } from './fishing-power-store';

const file = (state: unknown, version = 1) =>
  JSON.stringify({
    app: 'tyria-fishing-companion',
    format: 1,
    exportedAt: '2026-11-27T10:00:00.000Z',
    slices: { 'fishing-power': { version, state } },
  });

describe('the fishing power in export files', () => {
  beforeEach(() => {
    setPersistence(false);
    localStorage.clear();
    useFishingPowerStore.setState({ power: undefined });
  });

  it('goes into an export file', async () => {
    useFishingPowerStore.setState({ power: 575 });
    expect((await createExport(new Date())).slices['fishing-power']).toEqual({
      version: 1,
      state: { power: 575 },
    });
  });

  it('comes back from an import, replacing the current power', async () => {
    useFishingPowerStore.setState({ power: 300 });
    const preview = await previewImport(file({ power: 650 }));
    if (!preview.ok) throw new Error('refused');
    applyImport(preview.groups, 'merge');
    expect(useFishingPowerStore.getState().power).toBe(650);
  });

  it.each([
    { state: { power: 2001 }, why: 'above the range' },
    { state: { power: -5 }, why: 'negative' },
    { state: { power: 512.5 }, why: 'not whole' },
    { state: { power: '650' }, why: 'not a number' },
  ])('refuses a power $why', async ({ state }) => {
    expect(await previewImport(file(state))).toEqual({
      ok: false,
      reasons: [{ kind: 'invalid', slice: 'fishing-power' }],
    });
  });
});
