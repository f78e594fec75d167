import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useI18n } from '../i18n/I18nProvider.tsx';

/**
 * A refused sign-in comes back as `?signin=failed|disabled`: the notice (and its words) load only
 * then, and the parameter leaves the address so a reload does not say it again.
 */
export function useSignInNotice(): void {
  const i18n = useI18n();
  const [params, setParams] = useSearchParams();
  const reason = params.get('signin');
  useEffect(() => {
    if (!reason) return;
    setParams(
      (current) => {
        current.delete('signin');
        return current;
      },
      { replace: true },
    );
    void import('./sign-in-notice.ts').then(({ showSignInNotice }) => showSignInNotice(i18n, reason));
  }, [reason, i18n, setParams]);
}
