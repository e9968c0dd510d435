import { describe, expect, it } from 'vitest';
import { lateByMs, raiseLeadMs, raisedStart } from './raise-timing';

const at = (time: string) => Date.parse(`2026-11-22T${time}Z`);
const SECOND = 1000;
const MINUTE = 60 * SECOND;

describe('raiseLeadMs', () => {
  it.each([
    { name: 'none while visible', hidden: false, previous: '01:28:00', now: '01:29:00', lead: 0 },
    {
      name: 'none on the first hidden tick',
      hidden: true,
      previous: undefined,
      now: '01:29:00',
      lead: 0,
    },
    {
      name: 'none while hidden ticks still come each second',
      hidden: true,
      previous: '01:28:59',
      now: '01:29:00',
      lead: 0,
    },
    {
      name: 'a minute while hidden ticks come each minute',
      hidden: true,
      previous: '01:28:00',
      now: '01:29:00',
      lead: MINUTE,
    },
    {
      name: 'the gap when hidden ticks come slower',
      hidden: true,
      previous: '01:27:30',
      now: '01:29:00',
      lead: 90 * SECOND,
    },
    {
      name: 'at most two minutes',
      hidden: true,
      previous: '01:19:00',
      now: '01:29:00',
      lead: 2 * MINUTE,
    },
  ])('is $name', ({ hidden, previous, now, lead }) => {
    const context = { hidden, previousTick: previous === undefined ? undefined : at(previous) };
    expect(raiseLeadMs(context, at(now))).toBe(lead);
  });
});

describe('lateByMs', () => {
  const start = at('01:30:00');
  it.each([
    { name: 'not late on time', previous: '01:29:59', now: '01:30:00', late: undefined },
    { name: 'not late when raised early', previous: '01:28:30', now: '01:29:30', late: undefined },
    { name: 'not late by a few seconds', previous: '01:29:55', now: '01:30:14', late: undefined },
    { name: 'late by 15 s and more', previous: '01:29:55', now: '01:30:15', late: 15 * SECOND },
    { name: 'late by the throttled gap', previous: '01:29:00', now: '01:31:00', late: MINUTE },
    {
      name: 'not late on the first tick of a page opened after its moment',
      previous: undefined,
      now: '01:40:00',
      late: undefined,
    },
    {
      name: 'not late when the previous tick was after its moment',
      previous: '01:30:01',
      now: '01:30:30',
      late: undefined,
    },
  ])('is $name', ({ previous, now, late }) => {
    const context = {
      hidden: true,
      previousTick: previous === undefined ? undefined : at(previous),
    };
    expect(lateByMs(context, start, at(now))).toBe(late);
  });
});

describe('raisedStart', () => {
  it.each([
    {
      name: 'its moment when raised on time or late',
      start: '01:30:00',
      now: '01:31:00',
      begins: '01:30:00',
    },
    { name: 'now when raised early', start: '01:30:00', now: '01:29:10', begins: '01:29:10' },
  ])('is $name', ({ start, now, begins }) => {
    expect(raisedStart(at(start), at(now))).toBe(at(begins));
  });
});
