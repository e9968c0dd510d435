import { describe, expect, it } from 'vitest';
import { mergePageGroups, type PageGroup } from './page-groups';

const KB = 1024;
const group = (name: string, pages: string[], kb: number): PageGroup => ({
  pages: new Set(pages),
  bytes: kb * KB,
  modules: [name],
});
const noImports = () => [];
/** Each result as its modules, sorted, for comparing. */
const shapeOf = (groups: PageGroup[]) => groups.map((g) => [...g.modules].sort().join('+')).sort();

describe('merging page groups', () => {
  it.each([
    {
      why: 'groups of the same pages merge whatever their size',
      groups: [group('a', ['help', 'faq'], 90), group('b', ['faq', 'help'], 70)],
      result: ['a+b'],
    },
    {
      why: 'a small page joins a group it shares with another (which loads 1 KB more)',
      groups: [group('page', ['region'], 1), group('shared', ['region', 'planner'], 30)],
      result: ['page+shared'],
    },
    {
      why: 'a large page stays apart (the other would load its 30 KB for one file less)',
      groups: [group('page', ['region'], 30), group('shared', ['region', 'planner'], 1)],
      result: ['page', 'shared'],
    },
    {
      why: 'pages with nothing in common never merge',
      groups: [group('a', ['help'], 1), group('b', ['faq'], 1)],
      result: ['a', 'b'],
    },
    {
      why: 'the two small groups of four pages merge; the large one stays',
      groups: [
        group('x', ['a', 'b', 'c', 'd'], 2),
        group('y', ['a', 'b', 'c'], 2),
        group('z', ['d'], 40),
      ],
      result: ['x+y', 'z'],
    },
  ])('$why', ({ groups, result }) => {
    expect(shapeOf(mergePageGroups(groups, noImports, 5 * KB))).toEqual(result);
  });

  it('never merges two groups that import each other through a third', () => {
    // first → middle → last: first and last alone would merge (the same page), but then the
    // merged chunk and middle would import each other.
    const imports: Record<string, string[]> = { first: ['middle'], middle: ['last'], last: [] };
    const groups = [
      group('first', ['help'], 1),
      group('middle', ['help', 'faq', 'guide', 'legal', 'data', 'contact', 'feedback'], 100),
      group('last', ['help'], 1),
    ];
    const merged = mergePageGroups(groups, (module) => imports[module] ?? [], 5 * KB);
    expect(shapeOf(merged)).toEqual(['first', 'last', 'middle']);
    expect(shapeOf(mergePageGroups(groups, noImports, 5 * KB))).toEqual(['first+last', 'middle']);
  });

  it('leaves the groups it was given as they were', () => {
    const groups = [group('a', ['help'], 1), group('b', ['help'], 1)];
    mergePageGroups(groups, noImports);
    expect(groups.map((g) => g.modules)).toEqual([['a'], ['b']]);
  });
});
