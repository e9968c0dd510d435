import { describe, expect, it } from 'vitest';
import { parseFishingPower, type PowerEntry } from './parse-fishing-power';

describe('parseFishingPower', () => {
  it.each<[string, PowerEntry]>([
    ['', { ok: true, power: undefined }],
    ['   ', { ok: true, power: undefined }],
    ['650', { ok: true, power: 650 }],
    [' 650 ', { ok: true, power: 650 }],
    ['0', { ok: true, power: 0 }],
    ['-0', { ok: true, power: 0 }],
    ['+500', { ok: true, power: 500 }],
    ['0500', { ok: true, power: 500 }],
    ['2000', { ok: true, power: 2000 }],
    ['2001', { ok: false, problem: 'out-of-range' }],
    ['-5', { ok: false, problem: 'out-of-range' }],
    ['99999999999999999999999', { ok: false, problem: 'out-of-range' }],
    ['12.5', { ok: false, problem: 'not-whole' }],
    ['500.0', { ok: false, problem: 'not-whole' }],
    ['1,500', { ok: false, problem: 'not-whole' }],
    ['1 500', { ok: false, problem: 'not-whole' }],
    ['1e3', { ok: false, problem: 'not-whole' }],
    ['0x1F', { ok: false, problem: 'not-whole' }],
    ['Infinity', { ok: false, problem: 'not-whole' }],
    ['NaN', { ok: false, problem: 'not-whole' }],
    ['six hundred', { ok: false, problem: 'not-whole' }],
    ['６５０', { ok: false, problem: 'not-whole' }],
  ])('reads %j as %j', (text, entry) => {
    expect(parseFishingPower(text)).toEqual(entry);
  });
});
