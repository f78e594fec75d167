import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { formatDate, type TalentEvent } from '@modern-jobs/domain';
import { IconEye, IconLockOpen, IconMail } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { type TalentStatus, talentActivityQuery } from '../../api/talent.ts';
import { EmptyPanel, ErrorPanel } from '../../components/status-panel/StatusPanel.tsx';
import { useTalentI18n } from '../../i18n/talent-i18n.ts';
import { BlockModal, type CompanyRef } from './BlockedCompanies.tsx';
import { ContactRequests } from './ContactRequests.tsx';

const ICONS = { view: IconEye, unlock: IconLockOpen, request: IconMail } as const;

/** A line of who looked: the company, what it did (how often), when last, and Block unless blocked. */
function EventRow({
  event,
  blocked,
  onBlock,
}: {
  event: TalentEvent;
  blocked: boolean;
  onBlock: (company: CompanyRef) => void;
}) {
  const { tt, tPlural, locale } = useTalentI18n();
  const Icon = ICONS[event.kind];
  const what =
    event.kind === 'view' ? tPlural('talent.activity.view', event.count) : tt(`talent.activity.${event.kind}`);
  return (
    <Group component="li" justify="space-between" gap="xs" wrap="nowrap" align="flex-start" data-testid="talent-event">
      <Group gap="sm" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
        <Icon size={20} aria-hidden="true" style={{ flexShrink: 0, marginTop: 2 }} />
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fw={600} dir="auto" style={{ overflowWrap: 'anywhere' }}>
            {event.companyName}
          </Text>
          <Text size="sm">{what}</Text>
          <Text size="xs" c="dimmed">
            {tt('talent.activity.when', { date: formatDate(event.at, locale) })}
          </Text>
        </Stack>
      </Group>
      {!blocked && (
        <Button
          size="xs"
          variant="subtle"
          color="red"
          style={{ flexShrink: 0 }}
          onClick={() => onBlock({ id: event.companyId, name: event.companyName })}
          aria-label={tt('talent.activity.block', { company: event.companyName })}
        >
          {tt('talent.blocks.confirm')}
        </Button>
      )}
    </Group>
  );
}

/** Who viewed, unlocked or asked to contact the seeker, and their contact requests to answer. */
export function TalentActivity({ status }: { status: TalentStatus }) {
  const { tt } = useTalentI18n();
  const activity = useQuery(talentActivityQuery());
  const [blocking, setBlocking] = useState<CompanyRef | null>(null);
  const titleId = useId();
  const blocked = new Set(status.blockedCompanies.map((company) => company.id));
  return (
    <Stack gap="md">
      {activity.isPending && <Skeleton height={160} radius="md" aria-busy="true" aria-label={tt('talent.loading')} />}
      {activity.isError && (
        <ErrorPanel
          title={tt('talent.activity.loadFailed')}
          error={activity.error}
          onRetry={() => activity.refetch()}
        />
      )}
      {activity.data && (
        <>
          <ContactRequests requests={activity.data.requests} />
          <Paper withBorder p="md" radius="md" component="section" aria-labelledby={titleId}>
            <Stack gap="sm">
              <Title order={2} size="h4" id={titleId}>
                {tt('talent.activity.title')}
              </Title>
              {activity.data.events.length === 0 ? (
                <EmptyPanel title={tt('talent.activity.empty')} hint={tt('talent.activity.emptyHint')} />
              ) : (
                <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-labelledby={titleId}>
                  {activity.data.events.map((event) => (
                    <EventRow
                      key={`${event.kind}-${event.companyId}`}
                      event={event}
                      blocked={blocked.has(event.companyId)}
                      onBlock={setBlocking}
                    />
                  ))}
                </Stack>
              )}
            </Stack>
          </Paper>
        </>
      )}
      <BlockModal company={blocking} onClose={() => setBlocking(null)} />
    </Stack>
  );
}
