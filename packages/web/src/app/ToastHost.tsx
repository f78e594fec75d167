import '@mantine/notifications/styles.css';
import { Notifications, notifications } from '@mantine/notifications';
import { TOASTS } from '@modern-jobs/domain';
import { useEffect } from 'react';
import { toastHostMounted } from './toast.ts';

export { notifications };

/** Where toasts appear: one at a time, for 5 seconds (spec §9); each toast says its corner (toast.ts). */
export default function ToastHost() {
  useEffect(toastHostMounted, []);
  return <Notifications limit={TOASTS.limit} autoClose={TOASTS.durationMs} position="top-right" />;
}
