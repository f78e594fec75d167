import { Button, Container, Group, NativeSelect, Paper, TextInput, Title } from '@mantine/core';
import { CITIES, type City } from '@modern-jobs/domain';
import { IconMapPin, IconSearch } from '@tabler/icons-react';
import { type FormEvent, useEffect, useState } from 'react';
import type { JobFilters } from '../../api/jobs.ts';
import { useI18n } from '../../i18n/I18nProvider.tsx';

/** 'Find Your Dream Job in Pakistan': keyword and city, applied when 'Search Jobs' is pressed. */
export function SearchSection({
  filters,
  onSearch,
}: {
  filters: JobFilters;
  onSearch: (next: Pick<JobFilters, 'q' | 'city'>) => void;
}) {
  const { t } = useI18n();
  const cityOptions = [
    { value: '', label: t('search.allCities') },
    ...CITIES.map((city: City) => ({ value: city, label: t(`city.${city}`) })),
  ];
  const [q, setQ] = useState(filters.q ?? '');
  const [city, setCity] = useState<string>(filters.city ?? '');
  // Back and forward change the URL; the inputs follow it.
  useEffect(() => {
    setQ(filters.q ?? '');
    setCity(filters.city ?? '');
  }, [filters.q, filters.city]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ q: q.trim() || undefined, city: (city || undefined) as JobFilters['city'] });
  };

  return (
    <Container size="lg" mt={-28}>
      <Paper withBorder shadow="md" p="md" component="form" role="search" onSubmit={submit}>
        <Title order={2} size="h4" mb="sm">
          {t('search.title')}
        </Title>
        <Group gap="sm" align="flex-end" grow preventGrowOverflow={false} wrap="wrap">
          <TextInput
            label={t('search.keyword')}
            placeholder={t('search.keywordPlaceholder')}
            value={q}
            onChange={(event) => setQ(event.currentTarget.value)}
            leftSection={<IconSearch size={16} aria-hidden="true" />}
            type="search"
            enterKeyHint="search"
            style={{ minWidth: 200 }}
          />
          <NativeSelect
            label={t('search.city')}
            data={cityOptions}
            value={city}
            onChange={(event) => setCity(event.currentTarget.value)}
            leftSection={<IconMapPin size={16} aria-hidden="true" />}
            style={{ minWidth: 160 }}
          />
          <Button type="submit" leftSection={<IconSearch size={16} />} style={{ flexGrow: 0 }}>
            {t('search.submit')}
          </Button>
        </Group>
      </Paper>
    </Container>
  );
}
