import { Container } from '@mantine/core';
import { lazy, Suspense, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { JobFilters } from '../../api/jobs.ts';
import { useI18n } from '../../i18n/I18nProvider.tsx';
import { filtersFrom, paramsFrom } from './filters.ts';
import { Hero } from './Hero.tsx';
import { PromoBanner } from './PromoBanner.tsx';
import { SearchSection } from './SearchSection.tsx';

const HomeBelowTheFold = lazy(() => import('./HomeBelowTheFold.tsx').then((m) => ({ default: m.HomeBelowTheFold })));

/** The home screen (spec §2). Search, city and type live in the URL and filter on the server. */
export function HomePage() {
  const { t } = useI18n();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFrom(params), [params]);
  // The last filters asked for: a search made before the router has committed a type click must
  // keep that click. Back and forward reset it to what the URL says.
  const latest = useRef(filters);
  useEffect(() => {
    latest.current = filters;
  }, [filters]);
  const update = (change: Partial<JobFilters>) => {
    latest.current = { ...latest.current, ...change };
    setParams(paramsFrom(latest.current));
  };

  return (
    <>
      <title>{t('site.title')}</title>
      <meta name="description" content={t('site.description')} />
      <Hero />
      <SearchSection filters={filters} onSearch={update} />
      <PromoBanner />
      {/* Bottom room for the floating buttons, so they never cover the last card. */}
      <Container size="lg" pt="lg" pb={96} id="jobs">
        <Suspense>
          <HomeBelowTheFold filters={filters} onChange={update} />
        </Suspense>
      </Container>
    </>
  );
}
