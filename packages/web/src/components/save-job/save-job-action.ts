import '../../i18n/english-pages.ts';
import type { QueryClient } from '@tanstack/react-query';
import { setJobSaved } from '../../api/saved-jobs.ts';
import { showToast } from '../../app/toast.ts';
import { redirectToLogin } from '../../hooks/useRedirectToLogin.ts';
import type { I18n } from '../../i18n/I18nProvider.tsx';
import { rememberPendingSave } from './pending-save.ts';

/**
 * What pressing a save toggle does, loaded on the first press (with the words it says): most visits
 * press none, so the first page carries only the toggle.
 */
export async function toggleSaved(client: QueryClient, i18n: I18n, jobId: string, save: boolean): Promise<void> {
  const { t } = i18n;
  try {
    await setJobSaved(client, jobId, save);
    const done = save ? 'saved' : 'removed';
    await showToast({ title: t(`save.${done}.title`), message: t(`save.${done}.message`), color: 'green' });
  } catch (error) {
    await showToast({
      title: t('save.failed'),
      message: i18n.errorText(error, 'common.checkConnection'),
      color: 'red',
      reference: i18n.referenceText(error),
    });
  }
}

/** Signed out: keeps the job aside for after signing in (usePendingSave), and goes to sign in. */
export async function saveAfterSignIn(i18n: I18n, jobId: string): Promise<void> {
  rememberPendingSave(jobId);
  await redirectToLogin({ title: i18n.t('save.signIn.title'), message: i18n.t('save.signIn.message') });
}
