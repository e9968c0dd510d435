import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_FORM } from './session-form';
import { useSessionStore } from './session-store';

const AT = Date.parse('2026-11-22T19:00:00Z');
const SECONDS = 42_000;

describe('session-store', () => {
  beforeEach(() =>
    useSessionStore.setState({ form: DEFAULT_FORM, startedAt: undefined, restFrom: undefined }),
  );

  it('fixes a start left at now to its minute when the session starts', () => {
    useSessionStore.getState().start(AT + SECONDS);
    expect(useSessionStore.getState()).toMatchObject({
      startedAt: AT + SECONDS,
      form: { start: AT },
    });
  });

  it('keeps a chosen start when the session starts', () => {
    useSessionStore.getState().change({ start: AT + 3_600_000 });
    useSessionStore.getState().start(AT);
    expect(useSessionStore.getState().form.start).toBe(AT + 3_600_000);
  });

  it('re-plans the rest from the press and forgets it when the session ends', () => {
    const store = useSessionStore.getState();
    store.start(AT);
    store.planRestFromNow(AT + 20 * 60_000 + SECONDS);
    expect(useSessionStore.getState().restFrom).toBe(AT + 20 * 60_000 + SECONDS);
    store.end();
    expect(useSessionStore.getState()).toMatchObject({ startedAt: undefined, restFrom: undefined });
    expect(useSessionStore.getState().form.start).toBe(AT);
  });

  it.each([
    ['keeps the start of a session still running', 59, AT],
    ['starts anew once the session is over', 60, AT + 60 * 60_000],
  ])('%s when it is started again', (_, minutesLater, startedAt) => {
    const store = useSessionStore.getState();
    store.start(AT);
    store.start(AT + minutesLater * 60_000);
    expect(useSessionStore.getState().startedAt).toBe(startedAt);
  });
});
