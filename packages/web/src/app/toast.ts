import { notifications } from '@mantine/notifications';

export type Toast = {
  title: string;
  message: string;
  color?: 'green' | 'red' | 'blue' | 'yellow';
};

/**
 * Shows a toast in place of any other: one is visible at a time and the newest wins (spec §4, §9).
 * Mantine's own limit would queue the newer one behind the older for its whole duration.
 */
export function showToast(toast: Toast): void {
  notifications.clean();
  notifications.show({ ...toast });
}
