// Fixture for scripts/lint-boundaries.test.ts: half of an import cycle (linting this file must fail).
import { cycleB } from './cycle-b';

export const cycleA = (): string => `a${cycleB.length}`;
