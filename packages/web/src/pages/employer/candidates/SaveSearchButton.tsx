import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { DIGEST_HOUR_PKT, MAX_SAVED_CANDIDATE_SEARCHES } from '@modern-jobs/domain';
import { IconBookmark } from '@tabler/icons-react';
import { type FormEvent, useId, useState } from 'react';
import type { CandidateFilters } from '../../../api/talent.ts';
import { useSaveSearch } from '../../../api/talent-searches.ts';
import { showToast } from '../../../app/toast.ts';
import { useTalentSearchesI18n } from '../../../i18n/talent-searches-i18n.ts';
import { hasFilters } from './candidate-filters.ts';
import { SearchSummary } from './SearchSummary.tsx';
import { defaultSearchName, SEARCH_NAME_MAX } from './saved-search-filters.ts';

/** The hour a saved search's e-mail goes out, as the page writes it ("9:00", Pakistan time). */
export const SEARCH_MAIL_TIME = `${DIGEST_HOUR_PKT}:00`;

/**
 * 'Save this search', beside the count of the page's results: a form with the search's name (its
 * words and city to start with) and what it looks for; saved, it is e-mailed daily.
 */
export function SaveSearchButton({ filters }: { filters: CandidateFilters }) {
  const { t, tt } = useTalentSearchesI18n();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="light"
        size="compact-md"
        leftSection={<IconBookmark size={16} aria-hidden="true" />}
        aria-haspopup="dialog"
        onClick={() => setOpened(true)}
      >
        {tt('talentSearches.save')}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={tt('talentSearches.saveTitle')}
        centered
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        {/* The form unmounts on close: the next opening starts from the search as it is then. */}
        <SaveSearchForm filters={filters} onDone={() => setOpened(false)} />
      </Modal>
    </>
  );
}

function SaveSearchForm({ filters, onDone }: { filters: CandidateFilters; onDone: () => void }) {
  const words = useTalentSearchesI18n();
  const { tt, terror, referenceText } = words;
  const save = useSaveSearch();
  const summaryId = useId();
  const [name, setName] = useState(() => defaultSearchName(words, filters));
  const [nameError, setNameError] = useState<string | null>(null);
  const asksSomething = hasFilters(filters);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed || trimmed.length > SEARCH_NAME_MAX) {
      setNameError(tt('validation.talent.searchName'));
      return;
    }
    setNameError(null);
    try {
      await save.mutateAsync({ name: trimmed, filters });
      onDone();
      await showToast({
        title: tt('talentSearches.saved'),
        message: tt('talentSearches.savedText', { name: trimmed, time: SEARCH_MAIL_TIME }),
        color: 'green',
      });
    } catch {
      // Said in the form (save.error), which stays open to try again or delete one first.
    }
  };

  const reference = save.isError ? referenceText(save.error) : undefined;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Stack gap={4}>
          <Text size="sm" fw={600} id={summaryId}>
            {tt('talentSearches.looksFor')}
          </Text>
          {asksSomething ? (
            <SearchSummary filters={filters} />
          ) : (
            <Text size="sm" c="red.8" role="alert">
              {tt('api.candidateSearchEmpty')}
            </Text>
          )}
        </Stack>
        <TextInput
          label={tt('talentSearches.name')}
          withAsterisk
          maxLength={SEARCH_NAME_MAX}
          dir="auto"
          data-autofocus
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={nameError}
        />
        <Text size="sm">{tt('talentSearches.daily', { time: SEARCH_MAIL_TIME })}</Text>
        <Text size="xs" c="dimmed">
          {tt('talentSearches.cap', { max: MAX_SAVED_CANDIDATE_SEARCHES })}
        </Text>
        {save.isError && (
          <div role="alert" data-testid="save-search-failed">
            <Text size="sm" fw={600} c="red.8">
              {tt('talentSearches.failed')}
            </Text>
            <Text size="sm">{terror(save.error, 'talentSearches.failed')}</Text>
            {reference && (
              <Text size="xs" c="dimmed">
                <bdi>{reference}</bdi>
              </Text>
            )}
          </div>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {tt('talentSearches.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending} disabled={!asksSomething}>
            {tt('talentSearches.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
