import { beforeEach, describe, expect, it } from 'vitest';
import { useStorageNotices } from '@/lib/storage/storage-notices';
import { useMarksStore } from './marks-store';

/** Region "Test": fish 1, 2 and 3; a mark of all three completes it. */
const FISH = [1, 2, 3];
const toggle = (itemId: number) => useMarksStore.getState().toggle('Test', itemId, FISH);
const marks = () => {
  const { acquired, completion } = useMarksStore.getState();
  return { acquired, completion };
};

describe('useMarksStore toggle', () => {
  beforeEach(() => {
    useMarksStore.setState({ acquired: [], completion: {} });
    useStorageNotices.setState({ notices: [] });
  });

  it.each<{ before: number[]; press: number; after: number[]; completion: Record<string, number> }>(
    [
      { before: [], press: 1, after: [1], completion: {} },
      { before: [1], press: 1, after: [], completion: {} },
      // The last fish completes the collection: counted once, the marks start over.
      { before: [1, 2], press: 3, after: [], completion: { Test: 1 } },
    ],
  )('pressing fish $press of $before → $after', (row) => {
    useMarksStore.setState({ acquired: row.before });
    expect(toggle(row.press)).toBeUndefined();
    expect(marks()).toEqual({ acquired: row.after, completion: row.completion });
  });

  it('refuses a mark past the cap and says so', () => {
    useMarksStore.setState({ acquired: Array.from({ length: 2000 }, (_, i) => 10 + i) });
    expect(toggle(1)).toEqual({ slice: 'marks', max: 2000 });
    expect(useMarksStore.getState().acquired).toHaveLength(2000);
  });
});
