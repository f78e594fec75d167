import { DEFAULT_LOCALE, LOCALES, localizedPath } from '@modern-jobs/domain';
import { Outlet, useLocation } from 'react-router';
import { Navbar } from '../components/navbar/Navbar.tsx';
import { usePendingSave } from '../components/save-job/SaveJobButton.tsx';
import { useI18n } from '../i18n/I18nProvider.tsx';
import { useSignInNotice } from './useSignInNotice.ts';

/**
 * The page's own URL and the same page in every language, for search engines (a crawler that runs
 * the app sees them as the server's first HTML had them); English is the default for any other reader.
 */
function LanguageAlternates() {
  const { pathname } = useLocation();
  const { locale: current } = useI18n();
  const at = (locale: (typeof LOCALES)[number]) => `${window.location.origin}${localizedPath(locale, pathname)}`;
  return (
    <>
      <link rel="canonical" href={at(current)} />
      {LOCALES.map((locale) => (
        <link key={locale} rel="alternate" hrefLang={locale} href={at(locale)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={at(DEFAULT_LOCALE)} />
    </>
  );
}

/**
 * What the layout does for the session: finish a save begun signed out, say why a sign-in was
 * refused. A leaf of its own, so the answers it waits for (who is signed in, the address's
 * parameters) re-render only it, not the navbar with it.
 */
function SessionEffects() {
  usePendingSave();
  useSignInNotice();
  return null;
}

export function Layout() {
  const { t } = useI18n();
  return (
    <>
      <SessionEffects />
      <LanguageAlternates />
      <a href="#main" className="skip-link">
        {t('common.skipToContent')}
      </a>
      <Navbar />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}
