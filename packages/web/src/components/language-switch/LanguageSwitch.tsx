import { Group } from '@mantine/core';
import {
  LANGUAGE_COOKIE,
  LANGUAGE_NAMES,
  LOCALES,
  type Locale,
  localizedPath,
  unlocalizedPath,
} from '@modern-jobs/domain';
import { Fragment } from 'react';
import { useLocation } from 'react-router';
import { useI18n } from '../../i18n/I18nProvider.tsx';
import { Link } from '../link/Link.tsx';
import classes from './LanguageSwitch.module.css';

const YEAR_SECONDS = 31_536_000;

/** Remembered for index.html, which reads it before the first paint on the next visit. */
function remember(locale: Locale) {
  const cookie = { name: LANGUAGE_COOKIE, value: locale, path: '/', sameSite: 'lax' as const };
  if ('cookieStore' in window) void window.cookieStore.set({ ...cookie, expires: Date.now() + YEAR_SECONDS * 1000 });
  // Safari before 18.4 and older Firefox have no Cookie Store.
  // biome-ignore lint/suspicious/noDocumentCookie: the fallback for browsers without the Cookie Store API
  else document.cookie = `${LANGUAGE_COOKIE}=${locale}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
}

/** English | اردو: the same page in the other language, at its own URL (a plain link: Mantine's Anchor would add to every first visit). */
export function LanguageSwitch({ onNavigate }: { onNavigate?: () => void }) {
  const { locale: current, t } = useI18n();
  const { pathname, search, hash } = useLocation();
  // The admin panel is English only.
  if (unlocalizedPath(pathname).startsWith('/admin')) return null;
  return (
    <Group gap={6} wrap="nowrap" role="group" aria-label={t('nav.language')}>
      {LOCALES.map((locale, index) => (
        <Fragment key={locale}>
          {index > 0 && <span aria-hidden="true">|</span>}
          <Link
            to={`${localizedPath(locale, pathname)}${search}${hash}`}
            className={classes.link}
            lang={locale}
            hrefLang={locale}
            aria-current={locale === current ? 'true' : undefined}
            onClick={() => {
              remember(locale);
              onNavigate?.();
            }}
          >
            {LANGUAGE_NAMES[locale]}
          </Link>
        </Fragment>
      ))}
    </Group>
  );
}
