import '../../../i18n/talent-texts.ts';
import { Alert, Anchor, Container, Paper, Skeleton, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useParams } from 'react-router';
import { isNotFound } from '../../../api/client.ts';
import { type CandidateView, candidateQuery } from '../../../api/talent.ts';
import { Link } from '../../../components/link/Link.tsx';
import { EmptyPanel, ErrorPanel } from '../../../components/status-panel/StatusPanel.tsx';
import { useTalentI18n } from '../../../i18n/talent-i18n.ts';
import { CandidateSummary, useCandidateName } from './CandidateSummary.tsx';
import { RequestPanel, UnlockPanel } from './ContactActions.tsx';
import { ContactsPanel } from './ContactsPanel.tsx';
import { NotVerifiedPanel } from './NotVerifiedPanel.tsx';
import { isDailyLimit, isNotVerified } from './talent-errors.ts';

/** Why a candidate could not be opened: not verified, gone from the bank, a daily cap, or a failure. */
function CandidateFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { tt, terror } = useTalentI18n();
  if (isNotVerified(error)) return <NotVerifiedPanel />;
  if (isNotFound(error)) return <EmptyPanel title={tt('talent.candidate.notFound')} />;
  if (isDailyLimit(error))
    return (
      <Alert color="yellow" role="status" title={tt('talent.limit')}>
        {terror(error, 'talent.limit')}
      </Alert>
    );
  return <ErrorPanel title={tt('talent.candidate.loadFailed')} error={error} onRetry={onRetry} />;
}

/** Their contacts once this company has them; else how to get them: an unlock, or a request. */
function ContactSection({ view }: { view: CandidateView }) {
  if (view.contacts) return <ContactsPanel contacts={view.contacts} />;
  if (view.candidate.visibility === 'visible') return <UnlockPanel candidate={view.candidate} />;
  return <RequestPanel view={view} />;
}

/**
 * /employer/candidates/:id: one candidate's card (a counted view), and their contacts: unlocked for
 * a price if they are visible, asked for with a request if they are anonymous.
 */
export function CandidatePage() {
  const { tt, path } = useTalentI18n();
  const nameOf = useCandidateName();
  const { id = '' } = useParams();
  const { search } = useLocation();
  const view = useQuery(candidateQuery(id));
  return (
    <Container size="md" py="lg">
      <title>{tt('talent.candidate.pageTitle')}</title>
      <Stack gap="md">
        <Anchor component={Link} to={{ pathname: path('/employer/candidates'), search }} size="sm">
          <IconArrowLeft size={14} aria-hidden="true" className="mirror-in-rtl" /> {tt('talent.candidate.back')}
        </Anchor>
        {view.isPending && <Skeleton height={240} radius="md" aria-label={tt('talent.candidate.loading')} />}
        {view.isError && <CandidateFailure error={view.error} onRetry={() => view.refetch()} />}
        {view.data && (
          <>
            <Paper withBorder p="md" radius="md">
              <CandidateSummary
                full
                candidate={view.data.candidate}
                heading={
                  <Title order={1} size="h2" dir="auto" style={{ overflowWrap: 'anywhere' }}>
                    {nameOf(view.data.candidate)}
                  </Title>
                }
              />
            </Paper>
            <ContactSection view={view.data} />
          </>
        )}
      </Stack>
    </Container>
  );
}
