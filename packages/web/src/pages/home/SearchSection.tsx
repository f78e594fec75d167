import { Button, Container, Group, NativeSelect, Paper, TextInput, Title } from '@mantine/core';
import { CITIES } from '@modern-jobs/domain';
import { IconMapPin, IconSearch } from '@tabler/icons-react';
import { type FormEvent, useEffect, useState } from 'react';
import type { JobFilters } from '../../api/jobs.ts';

const CITY_OPTIONS = [
  { value: '', label: 'All Cities' },
  ...CITIES.map((city) => ({ value: city, label: city.charAt(0).toUpperCase() + city.slice(1) })),
];

/** 'Find Your Dream Job in Pakistan': keyword and city, applied when 'Search Jobs' is pressed. */
export function SearchSection({
  filters,
  onSearch,
}: {
  filters: JobFilters;
  onSearch: (next: Pick<JobFilters, 'q' | 'city'>) => void;
}) {
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
          Find Your Dream Job in Pakistan
        </Title>
        <Group gap="sm" align="flex-end" grow preventGrowOverflow={false} wrap="wrap">
          <TextInput
            label="Keyword"
            placeholder="Job title or keyword"
            value={q}
            onChange={(event) => setQ(event.currentTarget.value)}
            leftSection={<IconSearch size={16} aria-hidden="true" />}
            type="search"
            enterKeyHint="search"
            style={{ minWidth: 200 }}
          />
          <NativeSelect
            label="City"
            data={CITY_OPTIONS}
            value={city}
            onChange={(event) => setCity(event.currentTarget.value)}
            leftSection={<IconMapPin size={16} aria-hidden="true" />}
            style={{ minWidth: 160 }}
          />
          <Button type="submit" leftSection={<IconSearch size={16} />} style={{ flexGrow: 0 }}>
            Search Jobs
          </Button>
        </Group>
      </Paper>
    </Container>
  );
}
