import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { formatDate, type ModerationItem, needsRecruiter } from '@modern-jobs/domain';
import { IconShieldCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTrustI18n } from '../../../i18n/trust-i18n.ts';
import { moderationQuery } from '../moderation/moderation-api.ts';
import { SignalList } from './SignalList.tsx';
import { VerifyModal } from './VerifyModal.tsx';

/**
 * What Moderation shows of trust (issue 33): the job's scam signals, who recruits for a job abroad
 * and who verified it, with the action to verify it, and whether the company is verified.
 */
export function ModerationTrust({ item }: { item: ModerationItem }) {
  const { t, tt, locale } = useTrustI18n();
  const [verifying, setVerifying] = useState(false);
  const { job, company } = item;
  const recruiter = job.recruiter;
  const verification = item.recruiterVerification;
  return (
    <Stack gap="xs">
      <SignalList job={job} signals={item.signals ?? []} />
      <Group gap="xs" wrap="wrap">
        {company.verified && (
          <Badge color="green" variant="light" tt="none">
            {t('trust.company.verified')}
          </Badge>
        )}
        {needsRecruiter(job) && recruiter && (
          <Text size="sm" data-testid="moderation-recruiter">
            {tt('trust.form.recruiter')}:{' '}
            <strong>{recruiter.kind === 'oep' ? `OEP ${recruiter.licence}` : tt('trust.form.direct')}</strong>
          </Text>
        )}
        {verification && (
          <Group gap={4}>
            <IconShieldCheck size={16} color="var(--mantine-color-green-8)" aria-hidden="true" />
            <Text size="sm">
              {tt('trust.verify.by', { by: verification.by, date: formatDate(verification.at, locale) })}
            </Text>
          </Group>
        )}
        {recruiter && !verification && (
          <Button size="xs" variant="light" color="green" onClick={() => setVerifying(true)}>
            {tt('trust.verify.recruiter')}
          </Button>
        )}
      </Group>
      {verifying && (
        <VerifyModal
          title={tt('trust.verify.recruiter')}
          subject={`${job.title} · ${recruiter?.kind === 'oep' ? `OEP ${recruiter.licence}` : tt('trust.form.direct')}`}
          path={`/api/admin/jobs/${encodeURIComponent(job.id)}/verify-recruiter`}
          version={job.updatedAt}
          refresh={[moderationQuery().queryKey]}
          onClose={() => setVerifying(false)}
        />
      )}
    </Stack>
  );
}
