import { describe, expect, it } from 'vitest';
import { FISHING_POWER } from '@/config/constants';
import { committedCatalogSources } from '@/testing/committed-catalog';

describe('the fishing power input range', () => {
  const regionPowers = committedCatalogSources.regions.map(({ region }) => region.fishingPower);
  const fishPowers = committedCatalogSources.regions.flatMap(({ extensions }) =>
    Object.values(extensions).map((fish) => fish.fishingPower),
  );

  it('names the catalog’s highest hole minimum in its help', () => {
    expect(Math.max(...regionPowers, ...fishPowers)).toBe(FISHING_POWER.highestHole);
  });

  it('reaches past every hole of the catalog', () => {
    expect(FISHING_POWER.max).toBeGreaterThan(FISHING_POWER.highestHole);
  });
});
