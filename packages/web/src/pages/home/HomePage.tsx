import { Container, Stack, Title } from '@mantine/core';
import type { JobType } from '@modern-jobs/domain';
import { useMemo } from 'react';
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
  const update = (next: JobFilters) => setParams(paramsFrom(next));

  return (
    <>
      <title>Modern Jobs: jobs in Pakistan and abroad</title>
      <Hero />
      <SearchSection filters={filters} onSearch={(search) => update({ ...filters, ...search })} />
      <PromoBanner />
      <Container size="lg" py="lg" id="jobs">
        <Stack gap="md">
          <Title order={2} size="h3">
            Latest Jobs
          </Title>
          <TypeFilters value={filters.type} onChange={(type: JobType | undefined) => update({ ...filters, type })} />
          <JobList filters={filters} />
        </Stack>
      </Container>
      <ContactWidget />
      <HighlightButton />
    </>
  );
}
