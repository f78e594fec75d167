import type { AlertCreate } from '@modern-jobs/domain';
import type { QueryClient } from '@tanstack/react-query';
import { createAlert } from '../../api/alerts.ts';
import { showToast } from '../../app/toast.ts';
import type { I18n } from '../../i18n/I18nProvider.tsx';

/** Saves the alert and says so; a refusal (the most alerts kept, a bad search) is thrown to the caller. */
export async function saveAlert(client: QueryClient, { t }: I18n, alert: AlertCreate): Promise<void> {
  await createAlert(client, alert);
  await showToast({ title: t('alerts.saved.title'), message: t('alerts.saved.message'), color: 'green' });
}

/** Saves an alert asked for before signing in; a refusal is said in a toast, as nothing else is on screen. */
export async function savePendingAlert(client: QueryClient, i18n: I18n, alert: AlertCreate): Promise<void> {
  try {
    await saveAlert(client, i18n, alert);
  } catch (error) {
    await showToast({
      title: i18n.t('alerts.failed'),
      message: i18n.errorText(error, 'common.checkConnection'),
      color: 'red',
      reference: i18n.referenceText(error),
    });
  }
}
