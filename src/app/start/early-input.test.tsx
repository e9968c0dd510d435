import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { handOverValues, replayPresses, type EarlyPresses, type EarlyValue } from './early-input';

/**
 * A prerendered page's controls, all controlled by React. `live` stands for the app going live
 * after hydration: every control renders again, and React writes its state into the page.
 */
function Page({ log, live }: { log: string[]; live: boolean }) {
  const [text, setText] = useState('');
  const [on, setOn] = useState(false);
  return (
    <div data-live={live}>
      <input aria-label="Search" value={text} onChange={(event) => setText(event.target.value)} />
      <input
        type="checkbox"
        role="switch"
        aria-label="Show only missing"
        checked={on}
        onChange={(event) => setOn(event.target.checked)}
      />
      <button type="button" onClick={() => log.push('fish')}>
        Fish
      </button>
      {/* As a router link: the app follows it in the page. */}
      <a
        href="/launch"
        onClick={(event) => {
          event.preventDefault();
          log.push('link');
        }}
      >
        Launch
      </a>
      <output>{`${text}|${on}`}</output>
    </div>
  );
}

/** What a key press does to a field: the browser sets its text and fires `input`. */
function type(field: HTMLInputElement, text: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

/** The prerendered page, hydrated; `goLive` renders it live (as the hydration gate does). */
function prerendered(log: string[] = []) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page log={log} live={false} />);
  document.body.append(container);
  const get = <T extends Element>(selector: string) => container.querySelector<T>(selector)!;
  return {
    search: get<HTMLInputElement>('input[aria-label="Search"]'),
    toggle: get<HTMLInputElement>('input[type="checkbox"]'),
    button: get<HTMLButtonElement>('button'),
    link: get<HTMLAnchorElement>('a'),
    output: get<HTMLOutputElement>('output'),
    hydrate: () => act(() => void (root = hydrateRoot(container, <Page log={log} live={false} />))),
    goLive: () => act(() => root!.render(<Page log={log} live />)),
  };
}

describe('handOverValues', () => {
  it('gives the app the text and the switch of before it ran, once it is live', () => {
    const page = prerendered();
    type(page.search, 'krytan fisher');
    page.toggle.click(); // no code yet: the browser ticks it
    page.hydrate();
    // Typed during hydration: React hears of this key, from a text it never had.
    act(() => type(page.search, 'krytan fisher night'));
    page.goLive();
    const recorded: [HTMLInputElement, EarlyValue][] = [
      [page.search, { value: 'krytan fisher night' }],
      [page.toggle, { checked: true }],
    ];
    act(() => handOverValues(recorded));
    expect(page.output).toHaveTextContent('krytan fisher night|true');
    expect(page.search).toHaveValue('krytan fisher night');
    expect(page.toggle).toBeChecked();
    // Typing on goes on from there.
    act(() => type(page.search, 'krytan fisher night!'));
    expect(page.output).toHaveTextContent('krytan fisher night!|true');
  });

  it('is needed: without it, going live writes the app’s empty state over them', () => {
    const page = prerendered();
    type(page.search, 'kryta');
    page.toggle.click();
    page.hydrate();
    page.goLive();
    expect(page.output).toHaveTextContent('|false');
    expect(page.search).toHaveValue('');
    expect(page.toggle).not.toBeChecked();
  });

  it('gives an emptied field and an unticked switch back as such', () => {
    const page = prerendered();
    page.hydrate();
    act(() => type(page.search, 'kryta'));
    act(() => page.toggle.click());
    page.goLive();
    act(() =>
      handOverValues([
        [page.search, { value: '' }],
        [page.toggle, { checked: false }],
      ]),
    );
    expect(page.output).toHaveTextContent('|false');
  });
});

describe('replayPresses', () => {
  it('presses the early buttons again, in order, once, then follows the early link', () => {
    const log: string[] = [];
    const page = prerendered(log);
    page.hydrate();
    page.goLive();
    const early: EarlyPresses = { pressed: [page.button, page.button], link: page.link };
    act(() => replayPresses(early));
    expect(log).toEqual(['fish', 'fish', 'link']);
    act(() => replayPresses(early));
    expect(log).toHaveLength(3);
  });
});
