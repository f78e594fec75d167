import { Alert, List, Mark, Stack, Text } from '@mantine/core';
import { amount, type Job, type ScamSignal, type TextSpan } from '@modern-jobs/domain';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTrustI18n } from '../../../i18n/trust-i18n.ts';

/** How much of the text around a match is shown, each side. */
const CONTEXT = 40;

/** A match in its sentence: a little before, the match marked, a little after. */
function Excerpt({ job, span }: { job: Job; span: TextSpan }) {
  const text = job[span.field] ?? '';
  const from = Math.max(0, span.start - CONTEXT);
  const to = Math.min(text.length, span.end + CONTEXT);
  return (
    <Text size="sm" dir="auto" component="span">
      {from > 0 && '…'}
      {text.slice(from, span.start)}
      <Mark color="red">{text.slice(span.start, span.end)}</Mark>
      {text.slice(span.end, to)}
      {to < text.length && '…'}
    </Text>
  );
}

/** The scam signals of a job, each with the text that triggered it highlighted (Moderation, Reports). */
export function SignalList({ job, signals }: { job: Job; signals: readonly ScamSignal[] }) {
  const { tt } = useTrustI18n();
  if (signals.length === 0) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      title={tt('trust.signals.title')}
      icon={<IconAlertTriangle aria-hidden="true" />}
      data-testid="scam-signals"
    >
      <Stack gap={6}>
        {signals.map((signal) => (
          <div key={signal.kind} data-signal={signal.kind}>
            <Text size="sm" fw={700}>
              {tt(`trust.signal.${signal.kind}`, {
                pay: amount(signal.figures?.pay ?? 0),
                median: amount(signal.figures?.median ?? 0),
              })}
            </Text>
            {signal.spans.length > 0 && (
              <List size="sm" spacing={2}>
                {signal.spans.slice(0, 5).map((span) => (
                  <List.Item key={`${span.field}-${span.start}`}>
                    <Excerpt job={job} span={span} />
                  </List.Item>
                ))}
              </List>
            )}
          </div>
        ))}
      </Stack>
    </Alert>
  );
}
