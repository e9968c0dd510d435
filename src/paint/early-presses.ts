/** The element `target` is or is inside of that matches `selector`, if `target` can say. */
const closest = (target: EventTarget | null, selector: string) => {
  const element = target as Element | null;
  return element?.closest ? element.closest(selector) : null;
};

/**
 * Until the app takes over, a pressed button does nothing: each press is remembered, and the app
 * presses those buttons again once live (`window.__takeEarlyPresses`,
 * src/app/start/early-input.ts). The browser's own action is held back too: a form's button would
 * otherwise submit the form natively, fields and all, to the page's address. Links work without
 * the code and are left alone, unless a press waits: then the link waits too and is followed after
 * it, so a fish marked early is not lost to a page load (a new tab loses nothing: left alone).
 */
export function rememberEarlyPresses(document: Document, window: Window) {
  const pressed: HTMLElement[] = [];
  let link: HTMLAnchorElement | null = null;
  const remember = (event: MouseEvent) => {
    const button = closest(event.target, 'button') as HTMLElement | null;
    if (button) {
      event.preventDefault();
      pressed.push(button);
      return;
    }
    const anchor = closest(event.target, 'a[href]') as HTMLAnchorElement | null;
    const plain = !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;
    if (anchor && pressed.length > 0 && plain && !anchor.target) {
      event.preventDefault();
      link = anchor;
    }
  };
  document.addEventListener('click', remember, true);
  window.__takeEarlyPresses = () => {
    document.removeEventListener('click', remember, true);
    const taken = { pressed: pressed.splice(0), link };
    link = null;
    return taken;
  };
}
