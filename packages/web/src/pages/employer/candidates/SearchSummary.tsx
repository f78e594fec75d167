import { Text } from '@mantine/core';
import { Fragment } from 'react';
import type { CandidateFilters } from '../../../api/talent.ts';
import { useTalentSearchesI18n } from '../../../i18n/talent-searches-i18n.ts';
import { summaryParts } from './saved-search-filters.ts';

/**
 * A search's filters in one short line. Each part is isolated, so a Latin keyword reads in its own
 * order on an Urdu page.
 */
export function SearchSummary({ filters, id }: { filters: CandidateFilters; id?: string }) {
  const words = useTalentSearchesI18n();
  const separator = words.tt('talentSearches.summary.separator');
  return (
    <Text size="sm" c="dimmed" id={id} style={{ overflowWrap: 'anywhere' }} data-testid="search-summary">
      {summaryParts(words, filters).map((part, index) => (
        <Fragment key={part}>
          {index > 0 && separator}
          <bdi>{part}</bdi>
        </Fragment>
      ))}
    </Text>
  );
}
