import { Alert, Anchor, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ContactDecision, ContactRequest } from '@modern-jobs/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useAuth } from '../../api/auth.ts';
import { ApiError } from '../../api/client.ts';
import { type DecisionLink, talentActivityQuery, useAnswerByLink } from '../../api/talent.ts';
import { Link } from '../../components/link/Link.tsx';
import { useTalentI18n } from '../../i18n/talent-i18n.ts';

/** How the answer went: sent (either way), already answered (409), or a link that is not good (400, 403). */
type Outcome = 'accepted' | 'declined' | 'answered' | 'badLink';

const outcomeOf = (error: unknown): Outcome | null => {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 409) return 'answered';
  if (error.status === 400 || error.status === 403 || error.status === 404) return 'badLink';
  return null;
};

/** The link's request and token, if the URL has both. */
function linkOf(search: URLSearchParams): DecisionLink | null {
  const r = search.get('r');
  const t = search.get('t');
  return r && t ? { r, t } : null;
}

/**
 * The request as the signed-in candidate's own list has it (who asks, about which job, their
 * message); signed out, or someone else signed in, the page asks without them.
 */
function useOwnRequest(id: string | undefined): ContactRequest | undefined {
  const { user } = useAuth();
  const activity = useQuery({ ...talentActivityQuery(), enabled: Boolean(user && id), retry: false });
  return activity.data?.requests.find((request) => request.id === id);
}

function RequestDetails({ request }: { request: ContactRequest }) {
  const { tt } = useTalentI18n();
  return (
    <Stack gap={4}>
      <Text fw={600} dir="auto">
        {tt('talent.answer.from', { company: request.companyName })}
      </Text>
      {request.job && (
        <Text size="sm">
          {tt('talent.requests.job', { title: '' })}
          <bdi>{request.job.title}</bdi>
        </Text>
      )}
      <Text size="sm" dir="auto" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {request.message}
      </Text>
    </Stack>
  );
}

/**
 * /talent/request?r=…&t=…: the page a contact request's e-mail links to. It asks before it answers
 * (mail scanners open links), works signed out, and says plainly when the request was answered
 * already or the link is not good.
 */
export function RequestAnswerPage() {
  const { tt, path, terror, referenceText } = useTalentI18n();
  const [search] = useSearchParams();
  const link = linkOf(search);
  const request = useOwnRequest(link?.r);
  const answer = useAnswerByLink();
  const [outcome, setOutcome] = useState<Outcome | null>(
    link ? (request && request.status !== 'pending' ? 'answered' : null) : 'badLink',
  );
  const shown = outcome ?? (request && request.status !== 'pending' ? 'answered' : null);

  const decide = async (decision: ContactDecision) => {
    if (!link) return;
    try {
      const answered = await answer.mutateAsync({ link, decision });
      setOutcome(answered.status === 'declined' ? 'declined' : 'accepted');
    } catch (error) {
      setOutcome(outcomeOf(error));
    }
  };

  return (
    <Container size="sm" py="lg">
      <title>{tt('talent.answer.pageTitle')}</title>
      <Paper withBorder p="lg" radius="md">
        <Stack gap="md">
          <Title order={1} size="h2">
            {tt('talent.answer.title')}
          </Title>
          <Text>{tt('talent.answer.intro')}</Text>
          {request && <RequestDetails request={request} />}
          {shown ? (
            <Alert
              color={shown === 'accepted' ? 'green' : shown === 'badLink' ? 'red' : 'blue'}
              role="status"
              data-testid="answer-outcome"
              data-outcome={shown}
            >
              {tt(`talent.answer.${shown}`)}
            </Alert>
          ) : (
            <Group gap="sm">
              <Button
                onClick={() => void decide('accept')}
                loading={answer.isPending && answer.variables?.decision === 'accept'}
                disabled={answer.isPending}
              >
                {tt('talent.answer.accept')}
              </Button>
              <Button
                variant="default"
                onClick={() => void decide('decline')}
                loading={answer.isPending && answer.variables?.decision === 'decline'}
                disabled={answer.isPending}
              >
                {tt('talent.answer.decline')}
              </Button>
            </Group>
          )}
          {answer.isError && !shown && (
            <Alert color="red" role="alert" title={tt('talent.answer.failed')}>
              {terror(answer.error, 'talent.answer.failed')}
              {referenceText(answer.error) && (
                <Text size="xs" mt={4}>
                  <bdi>{referenceText(answer.error)}</bdi>
                </Text>
              )}
            </Alert>
          )}
          <Anchor component={Link} to={path('/talent')} size="sm">
            {tt('talent.answer.manage')}
          </Anchor>
        </Stack>
      </Paper>
    </Container>
  );
}
