import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { formatDate, type Job, needsRecruiter } from '@modern-jobs/domain';
import { IconAlertTriangle, IconCircleCheck, IconFlag, IconShieldCheck } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useSetting } from '../../api/settings.ts';
import { useI18n } from '../../i18n/I18nProvider.tsx';
import { useTrustI18n } from '../../i18n/trust-i18n.ts';
import { recruiterText } from './recruiter-text.ts';

// The dialog, its form and the domain's schemas load when someone reports: evaluating them as a
// job's page starts was its longest stretch of script (zod's schemas, 70 ms at 4x CPU).
// Its code is asked for as a finger or pointer comes to the button, so it is usually here by the press.
const loadDialog = () => import('./ReportJobDialog.tsx');
const ReportJobDialog = lazy(() => loadDialog().then((m) => ({ default: m.ReportJobDialog })));
const warmDialog = () => void loadDialog().catch(() => undefined);

/** Who recruits for a job abroad: the licence and the date the operator verified it, or a plain warning. */
function RecruiterNotice({ job }: { job: Job }) {
  const { tt } = useTrustI18n();
  const said = recruiterText(job, useI18n());
  if (said?.verified)
    return (
      <Group gap={6} wrap="nowrap" data-testid="recruiter-verified">
        <IconShieldCheck size={18} color="var(--mantine-color-green-8)" aria-hidden="true" />
        <Text size="sm" fw={600}>
          {said.text}
        </Text>
      </Group>
    );
  return (
    <Alert color="yellow" variant="light" title={said?.text} icon={<IconAlertTriangle aria-hidden="true" />}>
      <Text size="sm">{tt('trust.recruiter.notVerifiedText')}</Text>
    </Alert>
  );
}

/** The Bureau's complaint channel, named; a link only when the operator set one. */
function NeverPay() {
  const { tt } = useTrustI18n();
  const { value } = useSetting('trust_rules');
  const link = value.complaintLink !== '#' ? value.complaintLink : null;
  return (
    <Alert color="red" variant="light" title={tt('trust.neverPay.title')} role="note" data-testid="never-pay">
      <Text size="sm">{tt('trust.neverPay.text', { channel: tt('trust.neverPay.channel') })}</Text>
      {link && (
        <Anchor href={link} target="_blank" rel="noopener noreferrer" size="sm">
          {tt('trust.neverPay.channelLink')}
        </Anchor>
      )}
    </Alert>
  );
}

/**
 * What the board knows of who is behind a job (issue 33): the verified company badge, who recruits
 * for a job abroad and the never-pay notice, and reporting the job. Below the job's text, so nothing
 * above the fold moves when it loads (it is its own chunk), and outside the job's JSON-LD and share card.
 */
export function TrustPanel({ job }: { job: Job }) {
  const { t, tt, locale } = useTrustI18n();
  const [reporting, setReporting] = useState(false);
  const abroad = needsRecruiter(job);
  return (
    <Paper withBorder p="lg" component="section" aria-label={tt('trust.report.title')}>
      <Stack gap="sm">
        {job.companyVerified && (
          <Group gap={6}>
            <Badge
              color="green"
              variant="light"
              tt="none"
              leftSection={<IconCircleCheck size={14} aria-hidden="true" />}
              title={t('trust.company.verifiedTitle', { date: formatDate(job.companyVerified.at, locale) })}
              data-testid="company-verified"
            >
              {t('trust.company.verified')}
            </Badge>
          </Group>
        )}
        {abroad && <RecruiterNotice job={job} />}
        {abroad && <NeverPay />}
        <Group>
          <Button
            variant="subtle"
            color="red"
            size="sm"
            leftSection={<IconFlag size={16} aria-hidden="true" />}
            onPointerEnter={warmDialog}
            onFocus={warmDialog}
            onClick={() => setReporting(true)}
          >
            {tt('trust.report.button')}
          </Button>
        </Group>
      </Stack>
      {reporting && (
        <Suspense>
          <ReportJobDialog job={job} onClose={() => setReporting(false)} />
        </Suspense>
      )}
    </Paper>
  );
}
