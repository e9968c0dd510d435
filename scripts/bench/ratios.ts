// Ratios to the harness's floor: machines differ, ratios to an empty page measured in the same run
// compare across them.
import { FLOOR_SCENARIO } from './scenarios.ts';
import { PLAIN_FIELD_SCENARIO } from './typing-scenarios.ts';

type Row = Record<string, string | number>;

/** Below this the floor is noise (a 0.5 ms blip), and a ratio to it means nothing. */
const MIN_FLOOR = 10;

const ratio = (value: unknown, floor: unknown) =>
  typeof value === 'number' && typeof floor === 'number' && floor >= MIN_FLOOR
    ? Math.round((value / floor) * 100) / 100
    : undefined;

/**
 * Adds `fcpX`, `lcpX` and `tbtX` (× the empty page), and `liveX` and `contentVisibleX` (× the
 * empty page's LCP) to every load row, and `perKeyX` (× the plain
 * text field) to the search typing row. The floor's blocking time is usually about 0: then `tbtX` is
 * left out (see {@link MIN_FLOOR}) and `tbtMs` reads as the excess over the floor.
 */
export function withRatios(rows: Row[]): Row[] {
  const floor = rows.find((row) => row.scenario === FLOOR_SCENARIO);
  const field = rows.find((row) => row.scenario === PLAIN_FIELD_SCENARIO);
  return rows.map((row) => {
    const name = String(row.scenario);
    if (name.startsWith('load ') && floor && row !== floor) {
      const ratios: Row = {};
      for (const key of ['fcp', 'lcp', 'tbt']) {
        const value = ratio(row[`${key}Ms`], floor[`${key}Ms`]);
        if (value !== undefined) ratios[`${key}X`] = value;
      }
      // When the page answers a press and shows its main content (the planner's and the session's
      // first result), as × the empty page's LCP: how long a player waits, against a page that
      // shows at once.
      for (const key of ['live', 'contentVisible']) {
        const value = ratio(row[`${key}Ms`], floor.lcpMs);
        if (value !== undefined && row[`${key}Ms`] !== 0) ratios[`${key}X`] = value;
      }
      return { ...row, ...ratios };
    }
    if (name.startsWith('typing ') && field && row !== field) {
      const perKeyX = ratio(row.mainThreadPerKeyMs, field.mainThreadPerKeyMs);
      return perKeyX === undefined ? row : { ...row, perKeyX };
    }
    return row;
  });
}
