/**
 * Calls `then` when the browser is idle (or after a second where it cannot say); returns a cancel.
 * Before a page is live its main thread is never idle, so this also waits for that.
 */
export function whenIdle(then: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(then, { timeout: 5000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(then, 1000);
  return () => clearTimeout(timer);
}
