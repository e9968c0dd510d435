import { afterEach, describe, expect, it } from 'vitest';
import { fetchAchievements, fetchItems, MAX_IDS_PER_REQUEST } from './fetch-api.ts';
import { achievementFixture, startGw2ApiStub, type Gw2ApiStub } from './testing/gw2-api-stub.ts';

let stub: Gw2ApiStub | undefined;
afterEach(async () => {
  await stub?.close();
  stub = undefined;
});

describe('fetchAchievements', () => {
  it('asks for at most 200 ids per request and returns every answer', async () => {
    const ids = Array.from({ length: 450 }, (_, index) => index + 1);
    stub = await startGw2ApiStub({
      achievements: ids.map((id) => achievementFixture({ id })),
      items: [],
      categories: [],
    });
    const warnings: string[] = [];
    const answer = await fetchAchievements({ base: stub.base, warn: (w) => warnings.push(w) }, ids);

    expect(answer.map((achievement) => achievement.id)).toEqual(ids);
    expect(stub.requests.map((url) => url.searchParams.get('ids')?.split(',').length)).toEqual([
      MAX_IDS_PER_REQUEST,
      MAX_IDS_PER_REQUEST,
      50,
    ]);
    expect(warnings).toEqual([]);
  });
});

describe('fetchItems', () => {
  it('reports ids when the API knows none of them, instead of failing', async () => {
    stub = await startGw2ApiStub({ achievements: [], items: [], categories: [] });
    const warnings: string[] = [];
    const answer = await fetchItems({ base: stub.base, warn: (w) => warnings.push(w) }, [7, 8]);

    expect(answer).toEqual([]);
    expect(warnings).toEqual(['/v2/items did not return ids 7, 8.']);
  });
});
