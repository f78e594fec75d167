import { ADMIN_TOASTS } from '@modern-jobs/domain';
import { messageOf } from '../../api/client.ts';
import { showToast } from '../../app/toast.ts';
import { useI18n } from '../../i18n/I18nProvider.tsx';

/** The operator's 'Error' toast for a refused or failed action: the API's message, else `fallback`, and the reference. */
export function useFailureToast() {
  const { referenceText } = useI18n();
  return (error: unknown, fallback: string) =>
    showToast({
      title: ADMIN_TOASTS.error,
      message: messageOf(error, fallback),
      color: 'red',
      reference: referenceText(error),
    });
}
