import { Container, Group, Paper, Title } from '@mantine/core';
import { CITIES, type City } from '@modern-jobs/domain';
import { IconChevronDown, IconMapPin, IconSearch } from '@tabler/icons-react';
import { type FormEvent, lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { JobFilters } from '../../api/jobs.ts';
import { SimpleButton } from '../../components/button/SimpleButton.tsx';
import { useI18n } from '../../i18n/I18nProvider.tsx';
import classes from './SearchSection.module.css';

const Suggestions = lazy(() => import('./Suggestions.tsx').then((m) => ({ default: m.Suggestions })));
const SUGGESTIONS_ID = 'keyword-suggestions';

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
  const keyword = useRef<HTMLInputElement>(null);
  // The suggestions' code comes with the keyword's first focus.
  const [suggesting, setSuggesting] = useState(false);
  // Back and forward change the URL; the inputs follow it.
  useEffect(() => {
    setQ(filters.q ?? '');
    setCity(filters.city ?? '');
  }, [filters.q, filters.city]);

  const search = (keywords: string) =>
    onSearch({ q: keywords.trim() || undefined, city: (city || undefined) as JobFilters['city'] });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    search(q);
  };

  return (
    <Container size="lg" mt={-28}>
      <Paper withBorder shadow="md" p="md" component="form" role="search" onSubmit={submit}>
        <Title order={2} size="h4" mb="sm">
          {t('search.title')}
        </Title>
        <Group gap="sm" align="flex-end" grow preventGrowOverflow={false} wrap="wrap">
          <label className={classes.field} style={{ minWidth: 200 }}>
            {t('search.keyword')}
            <span className={classes.control}>
              <span className={classes.icon}>
                <IconSearch size={16} aria-hidden="true" />
              </span>
              <input
                ref={keyword}
                className={classes.input}
                type="search"
                enterKeyHint="search"
                role="combobox"
                aria-autocomplete="list"
                aria-expanded={false}
                aria-controls={SUGGESTIONS_ID}
                autoComplete="off"
                placeholder={t('search.keywordPlaceholder')}
                value={q}
                onFocus={() => setSuggesting(true)}
                onChange={(event) => setQ(event.currentTarget.value)}
              />
              {suggesting && keyword.current && (
                <Suspense>
                  <Suggestions
                    id={SUGGESTIONS_ID}
                    input={keyword.current}
                    value={q}
                    onPick={(text) => {
                      setQ(text);
                      search(text);
                    }}
                  />
                </Suspense>
              )}
            </span>
          </label>
          <label className={classes.field} style={{ minWidth: 160 }}>
            {t('search.city')}
            <span className={classes.control}>
              <span className={classes.icon}>
                <IconMapPin size={16} aria-hidden="true" />
              </span>
              <select className={classes.input} value={city} onChange={(event) => setCity(event.currentTarget.value)}>
                {cityOptions.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
              <span className={`${classes.icon} ${classes.chevron}`}>
                <IconChevronDown size={16} aria-hidden="true" />
              </span>
            </span>
          </label>
          <SimpleButton type="submit" leftSection={<IconSearch size={16} />} style={{ flexGrow: 0 }}>
            {t('search.submit')}
          </SimpleButton>
        </Group>
      </Paper>
    </Container>
  );
}
