import { createElement, useSyncExternalStore } from 'react';

export type Toast = {
  title: string;
  message: string;
  color?: 'green' | 'red' | 'blue' | 'yellow';
  /** for a failed call, the 'Reference: …' a person can quote (I18n's referenceText) */
  reference?: string;
};

/** The message, and under it the reference in small print, each its own element. */
const messageWithReference = ({ message, reference }: Toast) =>
  reference
    ? createElement(
        'span',
        null,
        createElement('span', null, message),
        createElement('bdi', { style: { display: 'block', fontSize: '0.75em', opacity: 0.8 } }, reference),
      )
    : message;

/**
 * Toasts load on demand: most visits show none, and the notifications system is about 7 KB (gzip)
 * of the first page otherwise. It is preloaded while the browser is idle (vite.config.ts `prefetch`).
 */
const loadToastHost = () => import('./ToastHost.tsx');

let hostWanted = false;
const listeners = new Set<() => void>();

/** Settles once the host is on screen: a toast shown before it mounts would be lost. */
let markHostReady: () => void = () => undefined;
const hostReady = new Promise<void>((resolve) => {
  markHostReady = resolve;
});
export const toastHostMounted = () => markHostReady();

export function useToastHostWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => hostWanted,
  );
}

/**
 * Shows a toast in place of any other: one is visible at a time and the newest wins (spec §4, §9).
 * Mantine's own limit would queue the newer one behind the older for its whole duration.
 * Resolves once the toast is on its way to the screen.
 */
export async function showToast(toast: Toast): Promise<void> {
  if (!hostWanted) {
    hostWanted = true;
    for (const listener of listeners) listener();
  }
  const [{ notifications }] = await Promise.all([loadToastHost(), hostReady]);
  notifications.clean();
  // The top corner where the page's lines end: right in English, left in Urdu. Read as it shows,
  // so a toast follows a change of language.
  const position = document.documentElement.dir === 'rtl' ? 'top-left' : 'top-right';
  const { reference: _reference, ...shown } = toast;
  notifications.show({ ...shown, message: messageWithReference(toast), position });
}
