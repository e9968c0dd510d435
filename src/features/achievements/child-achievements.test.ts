import { describe, expect, it } from 'vitest';
import { childAchievement } from './child-achievements';

describe('childAchievement', () => {
  it.each([
    [6068, { id: 6068, name: 'Krytan Fisher', href: '/region/Krytan' }],
    [6263, { id: 6263, name: 'Avid Krytan Fisher', href: '/region/Krytan' }],
    [8554, { id: 8554, name: 'Mistburned Barrens Fisher', href: '/region/MistburnedBarrens' }],
    [
      6110,
      { id: 6110, name: 'Avid World Class Fisher', href: '/achievement/AvidWorldClassFisher' },
    ],
    [1, { id: 1, name: 'Achievement 1' }],
  ])('%i → %j', (id, expected) => {
    expect(childAchievement(id)).toEqual(expected);
  });
});
