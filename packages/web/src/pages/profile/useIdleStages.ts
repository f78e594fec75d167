import { startTransition, useEffect, useState } from 'react';

/** Runs `task` once the browser is idle (at once where it cannot tell); the returned function cancels it. */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: 2_000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(task, 1);
  return () => clearTimeout(id);
}

/**
 * How many of a page's `count` later parts to show: one more each time the browser is idle after
 * the last one was put on screen, each rendered as a transition (React yields to the browser while
 * it renders). A phone then never spends one long task on the whole page: the first screen first,
 * and what is below it a part at a time, while the seeker can already read and type.
 */
export function useIdleStages(count: number): number {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (shown >= count) return;
    return whenIdle(() => startTransition(() => setShown((now) => Math.max(now, shown + 1))));
  }, [shown, count]);
  return shown;
}
