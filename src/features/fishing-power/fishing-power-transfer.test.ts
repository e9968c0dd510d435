import { beforeEach, describe, expect, it } from 'vitest';
import { applyImport, createExport, previewImport } from '@/lib/storage/export-import';
import { setPersistence } from '@/lib/storage/persistence';
import { useFishingPowerStore } from './fishing-power-store';

const file = (state: unknown, version = 2) =>
  JSON.stringify({
    app: 'tyria-fishing-companion',
    format: 1,
    exportedAt: '2026-11-27T10:00:00.000Z',
    slices: { 'fishing-power': { version, state } },
  });

const imported = async (text: string) => {
  const preview = await previewImport(text);
  if (!preview.ok) throw new Error('refused');
  applyImport(preview.groups, 'merge');
  const { power, sources } = useFishingPowerStore.getState();
  return { power, sources };
};

describe('the fishing power in export files', () => {
  beforeEach(() => {
    setPersistence(false);
    localStorage.clear();
    useFishingPowerStore.setState({ power: undefined, sources: undefined });
  });

  it('goes into an export file, with the ticked sources', async () => {
    useFishingPowerStore.setState({ power: 575, sources: { bait: 'mackerel' } });
    expect((await createExport(new Date())).slices['fishing-power']).toEqual({
      version: 2,
      state: { power: 575, sources: { bait: 'mackerel' } },
    });
  });

  it('comes back from an import, replacing the current power and sources', async () => {
    useFishingPowerStore.setState({ power: 300, sources: { rod: 'rod' } });
    expect(await imported(file({ power: 650, sources: { lure: 'amber' } }))).toEqual({
      power: 650,
      sources: { lure: 'amber' },
    });
  });

  it('reads a file of the first version (a typed number only)', async () => {
    expect(await imported(file({ power: 650 }, 1))).toEqual({ power: 650, sources: undefined });
  });

  it.each([
    {
      why: 'a bad typed number keeps the sources',
      state: { power: '650', sources: { bait: 'mackerel', lure: 'amber' } },
      kept: { power: undefined, sources: { bait: 'mackerel', lure: 'amber' } },
    },
    {
      why: 'an unknown lure keeps the number and the other sources',
      state: { power: 650, sources: { bait: 'mackerel', lure: 'jade', masteries: 9 } },
      kept: { power: 650, sources: { bait: 'mackerel' } },
    },
    {
      why: 'sources that are not a list of choices keep the number',
      state: { power: 650, sources: 'all' },
      kept: { power: 650, sources: {} },
    },
  ])('$why', async ({ state, kept }) => {
    expect(await imported(file(state))).toEqual(kept);
  });

  it.each([
    { state: { power: 2001 }, why: 'above the range' },
    { state: { power: -5 }, why: 'negative' },
    { state: { power: 512.5 }, why: 'not whole' },
  ])('leaves out a power $why', async ({ state }) => {
    useFishingPowerStore.setState({ power: 300 });
    expect((await imported(file(state))).power).toBeUndefined();
  });
});
