// Styles only this form needs, loaded with its chunk (the app's sheet carries the common ones: app/styles.ts).
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import { Button, Checkbox, Group, NativeSelect, Paper, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { ACTIVE_WITHIN_DAYS, CITIES } from '@modern-jobs/domain';
import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import type { CandidateFilters } from '../../../api/talent.ts';
import { useTalentI18n } from '../../../i18n/talent-i18n.ts';
import { NO_FILTERS } from './candidate-filters.ts';

/**
 * The words and filters of a candidate search, as the domain's query schema takes them: the draft
 * is the page's search (its URL) once Search is pressed.
 */
export function CandidateSearchForm({
  filters,
  onSearch,
}: {
  filters: CandidateFilters;
  onSearch: (filters: CandidateFilters) => void;
}) {
  const { t, tt, tPlural } = useTalentI18n();
  const [draft, setDraft] = useState(filters);
  const set = (name: keyof CandidateFilters) => (value: string) =>
    setDraft((current) => ({ ...current, [name]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft);
  };
  return (
    <Paper withBorder p="md" radius="md" component="form" role="search" onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          type="search"
          label={tt('talent.search.keywords')}
          placeholder={tt('talent.search.keywordsHint')}
          value={draft.q}
          onChange={(event) => set('q')(event.currentTarget.value)}
        />
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
          <NativeSelect
            label={tt('talent.search.city')}
            value={draft.city}
            onChange={(event) => set('city')(event.currentTarget.value)}
            data={[
              { value: '', label: tt('talent.search.anyCity') },
              ...CITIES.map((city) => ({ value: city, label: t(`city.${city}`) })),
            ]}
          />
          <TextInput
            label={tt('talent.search.minYears')}
            inputMode="numeric"
            dir="ltr"
            value={draft.minYears}
            onChange={(event) => set('minYears')(event.currentTarget.value.replace(/\D/g, ''))}
          />
          <TextInput
            label={tt('talent.search.maxSalary')}
            inputMode="numeric"
            dir="ltr"
            value={draft.maxExpectedSalary}
            onChange={(event) => set('maxExpectedSalary')(event.currentTarget.value.replace(/\D/g, ''))}
          />
          <TextInput
            label={tt('talent.search.languages')}
            placeholder={tt('talent.search.languagesHint')}
            value={draft.languages}
            onChange={(event) => set('languages')(event.currentTarget.value)}
          />
          <NativeSelect
            label={tt('talent.search.activeWithin')}
            value={draft.activeWithinDays}
            onChange={(event) => set('activeWithinDays')(event.currentTarget.value)}
            data={[
              { value: '', label: tt('talent.search.anyTime') },
              ...ACTIVE_WITHIN_DAYS.map((days) => ({
                value: String(days),
                label: tPlural('talent.search.days', days),
              })),
            ]}
          />
          <Checkbox
            mt={{ base: 0, sm: 'xl' }}
            label={tt('talent.search.abroad')}
            checked={draft.abroad === 'true'}
            onChange={(event) => set('abroad')(event.currentTarget.checked ? 'true' : '')}
          />
        </SimpleGrid>
        <Group gap="sm">
          <Button type="submit" leftSection={<IconSearch size={16} aria-hidden="true" />}>
            {tt('talent.search.submit')}
          </Button>
          <Button
            variant="subtle"
            onClick={() => {
              setDraft(NO_FILTERS);
              onSearch(NO_FILTERS);
            }}
          >
            {tt('talent.search.clear')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
