import { Badge, Button, Group, NativeSelect, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { formatDate, REPORT_DECISIONS, type ReportDecision } from '@modern-jobs/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { showToast } from '../../../app/toast.ts';
import { LoadMore } from '../../../components/load-more/LoadMore.tsx';
import { EmptyPanel, ErrorPanel } from '../../../components/status-panel/StatusPanel.tsx';
import { useTrustI18n } from '../../../i18n/trust-i18n.ts';
import { useFailureToast } from '../failure-toast.ts';
import { SignalList } from '../trust/SignalList.tsx';
import { type ReportQueueItem, reportsQuery, useDecideReports } from './reports-api.ts';

/** The operator's decision on one job's reports: what to do and why (kept in the activity log). */
function DecisionForm({ item }: { item: ReportQueueItem }) {
  const { tt } = useTrustI18n();
  const decide = useDecideReports();
  const failed = useFailureToast();
  const [decision, setDecision] = useState<ReportDecision>('dismiss');
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const decisions = REPORT_DECISIONS.filter((d) => d !== 'disable-employer' || item.employerId !== null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return setMissing(true);
    try {
      await decide.mutateAsync({ jobId: item.job.id, decision, reason: reason.trim() });
      await showToast({ title: tt('trust.reports.decided'), message: item.job.title, color: 'green' });
    } catch (error) {
      await failed(error, 'Could not record the decision.');
    }
  };
  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <NativeSelect
          label={tt('trust.reports.decide')}
          data={decisions.map((value) => ({ value, label: tt(`trust.reports.decision.${value}`) }))}
          value={decision}
          onChange={(event) => setDecision(event.currentTarget.value as ReportDecision)}
        />
        <Textarea
          label={tt('trust.reports.decisionReason')}
          autosize
          minRows={1}
          style={{ flex: '1 1 16rem' }}
          value={reason}
          error={missing ? tt('validation.trust.decisionReason') : undefined}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            setMissing(false);
          }}
        />
        <Button type="submit" color="red" loading={decide.isPending}>
          {tt('trust.reports.decide')}
        </Button>
      </Group>
    </form>
  );
}

/** One reported job: what it is, how many reported it and why, its signals, and the decision. */
function ReportedJob({ item }: { item: ReportQueueItem }) {
  const { tt, tPlural, locale } = useTrustI18n();
  const { job } = item;
  return (
    <Paper withBorder p="md" component="article" aria-label={job.title} data-testid="reported-job">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <div style={{ minWidth: 0 }}>
            <Title order={3} size="h4" dir="auto" style={{ overflowWrap: 'anywhere' }}>
              {job.title}
            </Title>
            <Text size="sm" c="dimmed" dir="auto">
              {job.company} · {job.location} · {job.status}
            </Text>
          </div>
          <Badge color="red" size="lg">
            {tPlural('trust.reports.count', item.openReports)}
          </Badge>
        </Group>
        <SignalList job={job} signals={item.signals} />
        <Stack gap={4} component="ul" style={{ margin: 0, paddingInlineStart: '1.2rem' }}>
          {item.reports.map((report) => (
            <li key={report.id}>
              <Text size="sm">
                <strong>{tt(`trust.report.reason.${report.reason}`)}</strong> · {formatDate(report.at, locale)} ·{' '}
                {report.signedIn ? tt('trust.reports.signedIn') : tt('trust.reports.anonymous')}
              </Text>
              {report.details && (
                <Text size="sm" dir="auto" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                  {report.details}
                </Text>
              )}
            </li>
          ))}
        </Stack>
        <DecisionForm item={item} />
      </Stack>
    </Paper>
  );
}

/** 'Reports' (issue 33): jobs people reported, most-reported first; reports alone never hide a job. */
export function ReportsTab() {
  const { tt } = useTrustI18n();
  const queue = useInfiniteQuery(reportsQuery());
  const rows = queue.data?.pages.flatMap((page) => page.items);
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {tt('trust.reports.tab')}
      </Title>
      {queue.isError && (
        <ErrorPanel title="Could not load the reports." error={queue.error} onRetry={() => queue.refetch()} />
      )}
      {rows?.length === 0 && <EmptyPanel title={tt('trust.reports.empty')} />}
      {rows?.map((item) => (
        <ReportedJob key={item.job.id} item={item} />
      ))}
      <LoadMore list={queue} label="Load more reported jobs" failedTitle="Could not load more reported jobs." />
    </Stack>
  );
}
