import '../../../i18n/talent-texts.ts';
// The grid of the search beside the saved searches: only this page lays out so (app/styles.ts has the common sheet).
import '@mantine/core/styles/Grid.css';
import { Alert, Anchor, Container, Grid, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { LIMITS } from '@modern-jobs/domain';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { candidatesQuery } from '../../../api/talent.ts';
import { Link } from '../../../components/link/Link.tsx';
import { LoadMore } from '../../../components/load-more/LoadMore.tsx';
import { EmptyPanel, ErrorPanel } from '../../../components/status-panel/StatusPanel.tsx';
import { useTalentI18n } from '../../../i18n/talent-i18n.ts';
import { CandidateSearchForm } from './CandidateSearchForm.tsx';
import { CandidateSummary, useCandidateName } from './CandidateSummary.tsx';
import { filtersFromSearch, hasFilters, searchOfFilters } from './candidate-filters.ts';
import { NotVerifiedPanel } from './NotVerifiedPanel.tsx';
import { SavedSearches } from './SavedSearches.tsx';
import { SaveSearchButton } from './SaveSearchButton.tsx';
import { isDailyLimit, isNotVerified, isSearchDown } from './talent-errors.ts';

const SKELETONS = Array.from({ length: LIMITS.skeletonRows }, (_, i) => `row-${i}`);

/** Why a search failed, said as what it is: not verified, a daily cap, the engine away, or a failure. */
function SearchFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { tt, terror } = useTalentI18n();
  if (isNotVerified(error)) return <NotVerifiedPanel />;
  if (isDailyLimit(error))
    return (
      <Alert color="yellow" role="status" title={tt('talent.limit')}>
        {terror(error, 'talent.limit')}
      </Alert>
    );
  if (isSearchDown(error))
    return (
      <Alert color="yellow" role="status">
        {tt('talent.search.searchUnavailable')}
      </Alert>
    );
  return <ErrorPanel title={tt('talent.search.loadFailed')} error={error} onRetry={onRetry} />;
}

/**
 * /employer/candidates: a verified company's search of the CV bank. The search is the URL's
 * (?q=…&city=…), so it can be bookmarked and the way back from a candidate lands on the same
 * results; cards carry no contacts, and 'Load more' follows the API's cursor. Beside it (above it on
 * a phone: they are the quick way in), the company's saved searches; the count of results offers to
 * save this one.
 */
export function CandidatesPage() {
  const { tt, tPlural, path } = useTalentI18n();
  const nameOf = useCandidateName();
  const [search, setSearch] = useSearchParams();
  const filters = filtersFromSearch(search);
  const query = searchOfFilters(filters).toString();
  const results = useInfiniteQuery({ ...candidatesQuery(filters), placeholderData: keepPreviousData, retry: false });
  const cards = results.data?.pages.flatMap((page) => page.candidates);
  const total = results.data?.pages[0]?.total;
  const back = `?${query}`;
  return (
    <Container size="lg" py="lg">
      <title>{tt('talent.search.pageTitle')}</title>
      <Stack gap="md">
        <Title order={1} size="h2">
          {tt('talent.search.title')}
        </Title>
        <Text c="dimmed">{tt('talent.search.intro')}</Text>
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
            <Stack gap="md">
              <CandidateSearchForm
                key={query}
                filters={filters}
                onSearch={(next) => setSearch(searchOfFilters(next))}
              />
              {results.isPending &&
                SKELETONS.map((key) => (
                  <Skeleton key={key} height={120} radius="md" aria-label={tt('talent.search.loading')} />
                ))}
              {results.isError && !cards && <SearchFailure error={results.error} onRetry={() => results.refetch()} />}
              {cards && total !== undefined && (
                <Group justify="space-between" gap="xs">
                  <Text fw={600} role="status" data-testid="candidates-found">
                    {tPlural('talent.search.found', total)}
                  </Text>
                  <SaveSearchButton filters={filters} />
                </Group>
              )}
              {cards?.length === 0 && (
                <EmptyPanel
                  title={tt('talent.search.none')}
                  hint={hasFilters(filters) ? tt('talent.search.noneHint') : undefined}
                />
              )}
              {cards && cards.length > 0 && (
                <Stack
                  gap="sm"
                  component="ul"
                  p={0}
                  m={0}
                  style={{ listStyle: 'none' }}
                  aria-label={tt('talent.search.title')}
                >
                  {cards.map((candidate) => (
                    <Paper key={candidate.id} withBorder p="md" radius="md" component="li" data-testid="candidate-card">
                      <CandidateSummary
                        candidate={candidate}
                        heading={
                          <Anchor
                            component={Link}
                            to={{
                              pathname: path(`/employer/candidates/${encodeURIComponent(candidate.id)}`),
                              search: back,
                            }}
                            fw={700}
                            size="lg"
                            dir="auto"
                            aria-label={tt('talent.card.open', { name: nameOf(candidate) })}
                          >
                            {nameOf(candidate)}
                          </Anchor>
                        }
                      />
                    </Paper>
                  ))}
                </Stack>
              )}
              <LoadMore list={results} label={tt('talent.search.more')} failedTitle={tt('talent.search.moreFailed')} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
            {!isNotVerified(results.error) && <SavedSearches />}
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
