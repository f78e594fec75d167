import { Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { talentStatusQuery } from '../../api/talent.ts';
import { ErrorPanel } from '../../components/status-panel/StatusPanel.tsx';
import { useTalentI18n } from '../../i18n/talent-i18n.ts';
import { BlockedCompanies } from './BlockedCompanies.tsx';
import { TalentActivity } from './TalentActivity.tsx';
import { VisibilityChoice } from './VisibilityChoice.tsx';

/**
 * /talent: the seeker's CV bank. How employers may find them (off until they choose), who looked at
 * them and asked to contact them (answered here too), and the companies they blocked.
 */
export function TalentPage() {
  const { tt } = useTalentI18n();
  const status = useQuery(talentStatusQuery());
  return (
    <Container size="md" py="lg">
      <title>{tt('talent.pageTitle')}</title>
      <Stack gap="md">
        <Title order={1} size="h2">
          {tt('talent.title')}
        </Title>
        <Text c="dimmed">{tt('talent.intro')}</Text>
        {status.isPending && <Skeleton height={260} radius="md" aria-busy="true" aria-label={tt('talent.loading')} />}
        {status.isError && (
          <ErrorPanel title={tt('talent.loadFailed')} error={status.error} onRetry={() => status.refetch()} />
        )}
        {status.data && (
          <>
            <VisibilityChoice status={status.data} />
            <TalentActivity status={status.data} />
            <BlockedCompanies status={status.data} />
          </>
        )}
      </Stack>
    </Container>
  );
}
