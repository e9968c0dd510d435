import { rotationIndex } from '@/lib/dailies/rotation';
import { getPhase } from '@/lib/time/phases';

/**
 * What a prerendered page marks on its `<html>` before its first paint, for CSS to show the
 * moment's variant of what the build could not know (docs/start-up.md "What the build cannot
 * know"): today's place in the daily rotation (0–7, `regions-tab.css`) and each clock's phase
 * (`dawn|day|dusk|night`).
 */
export function pageMarks(now: number): Record<string, string> {
  return {
    'data-daily-rotation': String(rotationIndex(new Date(now))),
    'data-phase-tyria': getPhase(now, 'TYRIA').type.toLowerCase(),
    'data-phase-cantha': getPhase(now, 'CANTHA').type.toLowerCase(),
  };
}
