import { describe, expect, it } from 'vitest';
import { isAlertData, isOpenAlertMessage, pickAlertWindow } from './alert-clicks';

const site = 'https://fish.example';
const data = { url: '/de/launch/session', from: `${site}/de/launch/session?start=1` };

describe('pickAlertWindow', () => {
  it.each([
    { name: 'none when no window is open', windows: [], picked: undefined },
    {
      name: 'the tab that raised it',
      windows: [{ url: `${site}/region/Krytan` }, { url: `${site}/de/launch/session?start=1` }],
      picked: 1,
    },
    {
      name: 'a tab in the same language',
      windows: [
        { url: `${site}/region/Krytan`, visibilityState: 'visible' },
        { url: `${site}/de/help` },
      ],
      picked: 1,
    },
    {
      name: 'a visible tab in another language',
      windows: [
        { url: `${site}/fr/help` },
        { url: `${site}/region/Krytan`, visibilityState: 'visible' },
      ],
      picked: 1,
    },
    {
      name: 'else the first',
      windows: [{ url: `${site}/fr/help` }, { url: `${site}/` }],
      picked: 0,
    },
  ])('brings forward $name', ({ windows, picked }) => {
    expect(pickAlertWindow(windows, data)).toBe(picked);
  });
});

describe('alert messages', () => {
  it.each([
    { value: data, alertData: true, openMessage: false },
    { value: { type: 'OPEN_ALERT', url: '/launch/session' }, alertData: false, openMessage: true },
    { value: { type: 'OPEN_ALERT', url: 7 }, alertData: false, openMessage: false },
    { value: { url: '/x' }, alertData: false, openMessage: false },
    { value: null, alertData: false, openMessage: false },
    { value: 'OPEN_ALERT', alertData: false, openMessage: false },
  ])('reads $value', ({ value, alertData, openMessage }) => {
    expect(isAlertData(value)).toBe(alertData);
    expect(isOpenAlertMessage(value)).toBe(openMessage);
  });
});
