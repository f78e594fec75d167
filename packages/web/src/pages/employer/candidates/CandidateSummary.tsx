import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { type CandidateCard, formatDate } from '@modern-jobs/domain';
import { IconFileText, IconPlane } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { rupeesMoney } from '../../../components/wallet/wallet-format.ts';
import { useTalentI18n } from '../../../i18n/talent-i18n.ts';

/** The name an employer sees: a visible candidate's own, else "Anonymous candidate". */
export function useCandidateName() {
  const { tt } = useTalentI18n();
  return (candidate: Pick<CandidateCard, 'name'>) => candidate.name ?? tt('talent.card.anonymous');
}

/** Words a candidate wrote (skills, languages) as small badges, in the direction they were written. */
function Words({ label, words }: { label: string; words: string[] }) {
  if (words.length === 0) return null;
  return (
    <Group gap={4} wrap="wrap" aria-label={label} role="list">
      {words.map((word) => (
        <Badge key={word} variant="light" color="gray" tt="none" role="listitem" dir="auto">
          {word}
        </Badge>
      ))}
    </Group>
  );
}

/**
 * A candidate as a result card and the top of their page show them: never contacts. `heading` is
 * the name's element (a result's link, the page's h1); `full` adds the work history and education.
 */
export function CandidateSummary({
  candidate,
  heading,
  full = false,
}: {
  candidate: CandidateCard;
  heading: ReactNode;
  full?: boolean;
}) {
  const i18n = useTalentI18n();
  const { tt, tPlural, locale } = i18n;
  const facts = [
    candidate.city,
    candidate.yearsOfExperience === null ? null : tPlural('talent.card.years', candidate.yearsOfExperience),
    candidate.expectedSalary === null
      ? null
      : tt('talent.card.salary', { amount: rupeesMoney(i18n, candidate.expectedSalary * 100) }),
  ].filter((fact): fact is string => Boolean(fact));
  return (
    <Stack gap={6} style={{ minWidth: 0 }}>
      {heading}
      {candidate.headline && (
        <Text dir="auto" style={{ overflowWrap: 'anywhere' }}>
          {candidate.headline}
        </Text>
      )}
      {facts.length > 0 && (
        <Text size="sm" c="dimmed" dir="auto">
          {facts.join(' · ')}
        </Text>
      )}
      <Group gap="xs" wrap="wrap">
        {candidate.openToAbroad && (
          <Badge variant="light" color="teal" tt="none" leftSection={<IconPlane size={12} aria-hidden="true" />}>
            {tt('talent.card.abroad')}
          </Badge>
        )}
        {candidate.hasCv && (
          <Badge variant="light" color="blue" tt="none" leftSection={<IconFileText size={12} aria-hidden="true" />}>
            {tt('talent.card.hasCv')}
          </Badge>
        )}
        {candidate.activeAt && (
          <Text size="xs" c="dimmed">
            {tt('talent.card.active', { date: formatDate(candidate.activeAt, locale) })}
          </Text>
        )}
      </Group>
      <Words label={tt('talent.card.skills')} words={candidate.skills} />
      {full && <Words label={tt('talent.card.languages')} words={candidate.languages} />}
      {full && candidate.workHistory.length > 0 && (
        <Stack gap={4}>
          <Title order={2} size="h5">
            {tt('talent.card.work')}
          </Title>
          {candidate.workHistory.map((work) => (
            <Text key={`${work.title}-${work.from}`} size="sm" dir="auto">
              {tt('talent.card.workLine', {
                title: work.title,
                company: work.company ?? tt('talent.card.hiddenEmployer'),
              })}{' '}
              <Text span c="dimmed" size="sm">
                (
                {tt('talent.card.period', {
                  from: work.from,
                  to: work.current ? tt('talent.card.now') : (work.to ?? ''),
                })}
                )
              </Text>
            </Text>
          ))}
        </Stack>
      )}
      {full && candidate.education.length > 0 && (
        <Stack gap={4}>
          <Title order={2} size="h5">
            {tt('talent.card.education')}
          </Title>
          {candidate.education.map((entry) => (
            <Text key={`${entry.qualification}-${entry.institution}`} size="sm" dir="auto">
              {tt('talent.card.workLine', { title: entry.qualification, company: entry.institution })}
              {entry.to ? ` (${entry.to})` : ''}
            </Text>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
