import { Container, Stack, Title } from '@mantine/core';
import type { JobType } from '@modern-jobs/domain';
import { useDeferredValue, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { JobFilters } from '../../api/jobs.ts';
import { ContactWidget } from '../../components/contact-widget/ContactWidget.tsx';
import { HighlightButton } from '../../components/highlight/HighlightButton.tsx';
import { filtersFrom, paramsFrom } from './filters.ts';
import { Hero } from './Hero.tsx';
import { JobList } from './JobList.tsx';
import { PromoBanner } from './PromoBanner.tsx';
import { SearchSection } from './SearchSection.tsx';
import { TypeFilters } from './TypeFilters.tsx';

/** The home screen (spec §2). Search, city and type live in the URL and filter on the server. */
export function HomePage() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFrom(params), [params]);
  // The last filters asked for: a search made before the router has committed a type click must
  // keep that click. Back and forward reset it to what the URL says.
  const latest = useRef(filters);
  useEffect(() => {
    latest.current = filters;
  }, [filters]);
  // What a phone shows first (the hero and the search) is rendered and committed on its own; the
  // jobs and the floating buttons follow in a second, deferred pass, so neither is one long task.
  const restShown = useDeferredValue(true, false);
  const update = (change: Partial<JobFilters>) => {
    latest.current = { ...latest.current, ...change };
    setParams(paramsFrom(latest.current));
  };

  return (
    <>
      <title>Modern Jobs: jobs in Pakistan and abroad</title>
      <Hero />
      <SearchSection filters={filters} onSearch={update} />
      <PromoBanner />
      {/* Bottom room for the floating buttons, so they never cover the last card. */}
      <Container size="lg" pt="lg" pb={96} id="jobs">
        {restShown && (
          <Stack gap="md">
            <Title order={2} size="h3">
              Latest Jobs
            </Title>
            <TypeFilters value={filters.type} onChange={(type: JobType | undefined) => update({ type })} />
            <JobList filters={filters} />
          </Stack>
        )}
      </Container>
      {restShown && (
        <>
          <ContactWidget />
          <HighlightButton />
        </>
      )}
    </>
  );
}
