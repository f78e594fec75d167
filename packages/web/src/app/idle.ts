/** Runs work when the browser has nothing better to do (or after 1.5 s where it cannot say). */
export function whenIdle(work: () => void): void {
  const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1500));
  idle(work);
}
