// Fixture for scripts/lint-boundaries.test.ts: the other half of the import cycle.
import { cycleA } from './cycle-a';

export const cycleB = [cycleA];
