import '../i18n/english-pages.ts';
import type { I18n } from '../i18n/I18nProvider.tsx';
import { showToast } from './toast.ts';

/** Says why the sign-in's callback refused a sign-in (its `?signin=` on the page it sent them to). */
export function showSignInNotice(i18n: I18n, reason: string): void {
  if (reason === 'disabled')
    void showToast({ title: i18n.t('signin.disabledTitle'), message: i18n.t('signin.disabled'), color: 'red' });
  else if (reason === 'failed')
    void showToast({ title: i18n.t('signin.failedTitle'), message: i18n.t('signin.failed'), color: 'red' });
}
