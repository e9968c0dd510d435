/**
 * What the player did on a prerendered page before its code ran, as src/paint/start-after-paint.ts
 * records it: buttons pressed (held back) and a link followed after them, and the latest values
 * of the fields typed into or ticked (which work natively meanwhile).
 */
export interface EarlyPresses {
  pressed: HTMLElement[];
  link: HTMLAnchorElement | null;
}

type Field = HTMLInputElement | HTMLTextAreaElement;
export type EarlyValue = { value: string } | { checked: boolean };

declare global {
  interface Window {
    /** Set by src/paint/start-after-paint.ts; stops its listening when called. */
    __takeEarlyPresses?: () => EarlyPresses;
    /** Set by src/paint/start-after-paint.ts; stops its listening when called. */
    __takeEarlyValues?: () => [Field, EarlyValue][];
    /** Set by src/paint/start-page-code.ts: inserts the preloads still waiting, at once. */
    __insertPagePreloads?: () => void;
  }
}

/**
 * Takes the early presses, just before the app hydrates: from then on React handles clicks itself
 * (a click during hydration makes it finish hydrating first).
 */
export function takeEarlyPresses(): EarlyPresses {
  return window.__takeEarlyPresses?.() ?? { pressed: [], link: null };
}

const setNative = (field: Field, property: 'value' | 'checked', value: string | boolean) =>
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), property)?.set?.call(field, value);

/**
 * Gives the app each field's latest value. Hydrating, React keeps what is in the page but not in
 * its state, and writes its state back whenever the field renders again; and a field inside a
 * boundary that hydrates later (a Suspense boundary's) is not even React's yet. So each field is first
 * put back to the page's own value (`defaultValue` / `defaultChecked`: what was prerendered, the
 * state React starts from) and told so with an event, which makes React hydrate it now if it has
 * not yet; then the player's value is entered again as input its own handler reads, so the last
 * change React hears of is the player's. A value React already holds ends where it was.
 */
export function handOverValues(values: readonly [Field, EarlyValue][]) {
  for (const [field, early] of values) {
    if (!field.isConnected) continue;
    if ('checked' in early) {
      if (!(field instanceof HTMLInputElement)) continue;
      setNative(field, 'checked', field.defaultChecked);
      field.dispatchEvent(new Event('input', { bubbles: true }));
      // React hears of a box's change through its click: ticked from the other state, as played.
      setNative(field, 'checked', !early.checked);
      field.click();
      continue;
    }
    setNative(field, 'value', field.defaultValue);
    field.dispatchEvent(new Event('input', { bubbles: true }));
    setNative(field, 'value', early.value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/**
 * Presses again, in order, the buttons pressed early (still on the page), then follows the link;
 * once: `early` is emptied as it goes.
 */
export function replayPresses(early: EarlyPresses) {
  for (const button of early.pressed.splice(0)) {
    if (button.isConnected && !(button as HTMLButtonElement).disabled) button.click();
  }
  followLink(early);
}

/** Follows the link clicked early, once (in the app if it is still on the page). */
export function followLink(early: EarlyPresses) {
  const { link } = early;
  early.link = null;
  if (link?.isConnected) link.click();
  else if (link) window.location.assign(link.href);
}
