import '@mantine/notifications/styles.css';
import { Notifications, notifications } from '@mantine/notifications';
import { TOASTS } from '@modern-jobs/domain';
import { useEffect } from 'react';
import { toastHostMounted } from './toast.ts';

export { notifications };

/**
 * Where toasts appear: one at a time, for 5 seconds (spec §9), in the top corner where a page's
 * lines end (right in English, left in Urdu).
 */
export default function ToastHost() {
  useEffect(toastHostMounted, []);
  const rtl = document.documentElement.dir === 'rtl';
  return <Notifications limit={TOASTS.limit} autoClose={TOASTS.durationMs} position={rtl ? 'top-left' : 'top-right'} />;
}
