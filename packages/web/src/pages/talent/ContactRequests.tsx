import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { type ContactDecision, type ContactRequest, formatDate } from '@modern-jobs/domain';
import { useId } from 'react';
import { useDecideRequest } from '../../api/talent.ts';
import { showToast } from '../../app/toast.ts';
import { useTalentI18n } from '../../i18n/talent-i18n.ts';

const STATUS_COLOURS = { pending: 'blue', accepted: 'green', declined: 'gray' } as const;

/** One request: who, about which job, their message, and Accept / Decline while it waits. */
function RequestRow({ request }: { request: ContactRequest }) {
  const { tt, locale, terror, referenceText } = useTalentI18n();
  const decide = useDecideRequest();
  const company = request.companyName;
  const answer = async (decision: ContactDecision) => {
    try {
      await decide.mutateAsync({ id: request.id, decision });
      const done = decision === 'accept' ? 'accepted' : 'declined';
      await showToast({
        title: tt(`talent.requests.${done}Toast`),
        message: tt(`talent.requests.${done}Text`, { company }),
        color: 'green',
      });
    } catch (error) {
      await showToast({
        title: tt('talent.requests.failed'),
        message: terror(error, 'talent.requests.failed'),
        color: 'red',
        reference: referenceText(error),
      });
    }
  };
  return (
    <Paper withBorder p="sm" component="li" data-testid="contact-request">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" align="flex-start">
          <Text fw={600} dir="auto" style={{ overflowWrap: 'anywhere' }}>
            {company}
          </Text>
          <Badge color={STATUS_COLOURS[request.status]} variant="light" tt="none">
            {tt(`talent.requests.${request.status}`)}
          </Badge>
        </Group>
        {request.job && (
          <Text size="sm">
            {tt('talent.requests.job', { title: '' })}
            <bdi>{request.job.title}</bdi>
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {formatDate(request.createdAt, locale)}
        </Text>
        <Text size="sm" c="dimmed">
          {tt('talent.requests.message')}
        </Text>
        <Text size="sm" dir="auto" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {request.message}
        </Text>
        {request.status === 'pending' && (
          <Group gap="sm">
            <Button
              size="sm"
              onClick={() => void answer('accept')}
              loading={decide.isPending && decide.variables?.decision === 'accept'}
              disabled={decide.isPending}
              aria-label={tt('talent.requests.acceptFor', { company })}
            >
              {tt('talent.requests.accept')}
            </Button>
            <Button
              size="sm"
              variant="default"
              onClick={() => void answer('decline')}
              loading={decide.isPending && decide.variables?.decision === 'decline'}
              disabled={decide.isPending}
              aria-label={tt('talent.requests.declineFor', { company })}
            >
              {tt('talent.requests.decline')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

/** The candidate's contact requests, newest first: the ones waiting answered here or from their e-mail. */
export function ContactRequests({ requests }: { requests: ContactRequest[] }) {
  const { tt } = useTalentI18n();
  const titleId = useId();
  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId}>
        {tt('talent.requests.title')}
      </Title>
      {requests.length === 0 ? (
        <Text size="sm" c="dimmed">
          {tt('talent.requests.empty')}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-labelledby={titleId}>
          {requests.map((request) => (
            <RequestRow key={request.id} request={request} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
