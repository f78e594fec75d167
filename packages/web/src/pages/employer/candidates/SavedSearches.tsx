import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { SavedCandidateSearch } from '@modern-jobs/domain';
import { IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { savedSearchesQuery, useDeleteSearch } from '../../../api/talent-searches.ts';
import { showToast } from '../../../app/toast.ts';
import { ConfirmModal } from '../../../components/confirm-modal/ConfirmModal.tsx';
import { Link } from '../../../components/link/Link.tsx';
import { ErrorPanel } from '../../../components/status-panel/StatusPanel.tsx';
import { useTalentSearchesI18n } from '../../../i18n/talent-searches-i18n.ts';
import { searchOfFilters } from './candidate-filters.ts';
import { SEARCH_MAIL_TIME } from './SaveSearchButton.tsx';
import { SearchSummary } from './SearchSummary.tsx';
import { filtersOfCriteria } from './saved-search-filters.ts';
import { isNotVerified } from './talent-errors.ts';

const SKELETONS = ['first', 'second'];

/**
 * The company's saved candidate searches, beside its search: each with what it looks for, 'Open'
 * (the search page with its filters in the URL) and 'Delete' (asked first). A company not verified
 * has none to show: the search itself explains why.
 */
export function SavedSearches() {
  const { tt } = useTalentSearchesI18n();
  const titleId = useId();
  const searches = useQuery(savedSearchesQuery());
  const [deleting, setDeleting] = useState<SavedCandidateSearch | null>(null);
  if (searches.isError && isNotVerified(searches.error)) return null;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={titleId} data-testid="saved-searches">
      <Stack gap="xs">
        <Title order={2} size="h4" id={titleId}>
          {tt('talentSearches.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {tt('talentSearches.intro', { time: SEARCH_MAIL_TIME })}
        </Text>
        {searches.isPending &&
          SKELETONS.map((key) => (
            <Skeleton key={key} height={56} radius="sm" aria-label={tt('talentSearches.loading')} />
          ))}
        {searches.isError && (
          <ErrorPanel
            title={tt('talentSearches.loadFailed')}
            error={searches.error}
            onRetry={() => searches.refetch()}
          />
        )}
        {searches.data?.length === 0 && <Text size="sm">{tt('talentSearches.empty')}</Text>}
        {searches.data && searches.data.length > 0 && (
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-labelledby={titleId}>
            {searches.data.map((search) => (
              <SavedSearchRow key={search.id} search={search} onDelete={() => setDeleting(search)} />
            ))}
          </Stack>
        )}
      </Stack>
      <DeleteSearchModal search={deleting} onClose={() => setDeleting(null)} />
    </Paper>
  );
}

function SavedSearchRow({ search, onDelete }: { search: SavedCandidateSearch; onDelete: () => void }) {
  const { tt, path } = useTalentSearchesI18n();
  const filters = filtersOfCriteria(search.criteria);
  return (
    <Stack gap={4} component="li" data-testid="saved-search">
      <Text fw={600} dir="auto" style={{ overflowWrap: 'anywhere' }}>
        {search.name}
      </Text>
      <SearchSummary filters={filters} />
      <Group gap="xs">
        <Button
          component={Link}
          to={{ pathname: path('/employer/candidates'), search: `?${searchOfFilters(filters)}` }}
          size="xs"
          variant="light"
          aria-label={tt('talentSearches.openFor', { name: search.name })}
        >
          {tt('talentSearches.open')}
        </Button>
        <Button
          size="xs"
          variant="subtle"
          color="red"
          leftSection={<IconTrash size={14} aria-hidden="true" />}
          onClick={onDelete}
          aria-label={tt('talentSearches.deleteFor', { name: search.name })}
        >
          {tt('talentSearches.delete')}
        </Button>
      </Group>
    </Stack>
  );
}

/** Asks before deleting a saved search; one already gone (404) is said as the API says it. */
function DeleteSearchModal({ search, onClose }: { search: SavedCandidateSearch | null; onClose: () => void }) {
  const { tt, terror, referenceText } = useTalentSearchesI18n();
  const remove = useDeleteSearch();
  const confirm = async () => {
    if (!search) return;
    try {
      await remove.mutateAsync(search.id);
      onClose();
      await showToast({
        title: tt('talentSearches.deleted'),
        message: tt('talentSearches.deleteText', { name: search.name }),
        color: 'green',
      });
    } catch (error) {
      onClose();
      await showToast({
        title: tt('talentSearches.deleteFailed'),
        message: terror(error, 'talentSearches.deleteFailed'),
        color: 'red',
        reference: referenceText(error),
      });
    }
  };
  return (
    <ConfirmModal
      opened={search !== null}
      title={tt('talentSearches.deleteTitle')}
      text={search ? tt('talentSearches.deleteText', { name: search.name }) : ''}
      cancelLabel={tt('talentSearches.cancel')}
      confirmLabel={tt('talentSearches.deleteConfirm')}
      busy={remove.isPending}
      onConfirm={() => void confirm()}
      onClose={onClose}
    />
  );
}
