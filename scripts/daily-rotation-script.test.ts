import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { rotationIndex } from '../src/lib/dailies/rotation';

describe('public/daily-rotation.js (the render-blocking copy of rotationIndex)', () => {
  const script = readFileSync(new URL('../public/daily-rotation.js', import.meta.url), 'utf8');
  const placeAt = (instant: string) => {
    const attributes = new Map<string, string>();
    const document = {
      documentElement: { setAttribute: (k: string, v: string) => attributes.set(k, v) },
    };
    const RealDate = Date;
    const FixedDate = class extends RealDate {
      static override now() {
        return RealDate.parse(instant);
      }
    };
    new Function('document', 'Date', script)(document, FixedDate);
    return attributes.get('data-daily-rotation');
  };
  const instants = Array.from({ length: 40 }, (_, day) => [
    new Date(Date.UTC(2026, 6, 10 + day, day % 2 ? 0 : 23, day % 2 ? 0 : 59, 59)).toISOString(),
  ]);
  it.each(instants)('at %s marks the same place as rotationIndex', (instant) => {
    expect(placeAt(instant)).toBe(String(rotationIndex(new Date(instant))));
  });
});
