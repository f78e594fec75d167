import { Alert, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDate, isBoostLive, isJobClosed, type Job, salaryText } from '@modern-jobs/domain';
import { IconBrandWhatsapp, IconBriefcase, IconCalendar, IconCash, IconMapPin } from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense } from 'react';
import { BoostedBadge } from '../../components/boosted-badge/BoostedBadge.tsx';
import { SimpleButton } from '../../components/button/SimpleButton.tsx';
import { CompanyLogo } from '../../components/job-card/CompanyLogo.tsx';
import { SaveJobButton } from '../../components/save-job/SaveJobButton.tsx';
import { type I18n, useI18n } from '../../i18n/I18nProvider.tsx';

// Its own chunk: its words (both languages) and the report dialog are not in the page's first load.
const TrustPanel = lazy(() => import('../../components/trust/TrustPanel.tsx').then((m) => ({ default: m.TrustPanel })));

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap">
      {icon}
      <Text size="sm">{children}</Text>
    </Group>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={6}>
      <Title order={2} size="h4">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** The share text in the page's language, linking to the job in that language. */
function shareOnWhatsapp(job: Job, i18n: I18n): string {
  const text = i18n.t('job.shareText', {
    title: job.title,
    company: job.company,
    salary: salaryText(job.salaryMin, job.salaryMax, i18n),
    url: `${window.location.origin}${i18n.path(`/job/${job.id}`)}`,
  });
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}

/** Every part of a job (spec §2 "Job detail"), with both apply buttons. */
export function JobDetail({ job, onApply }: { job: Job; onApply: () => void }) {
  const i18n = useI18n();
  const { t } = i18n;
  const closed = isJobClosed(job);
  const apply = (label: string) => (
    <SimpleButton size="md" onClick={onApply} disabled={closed}>
      {closed ? t('job.closed') : label}
    </SimpleButton>
  );
  return (
    <Stack gap="lg">
      <Paper withBorder p="lg">
        <Group align="flex-start" wrap="nowrap" gap="md">
          <CompanyLogo companyLogo={job.companyLogo} size={64} />
          <Stack gap={6} style={{ minWidth: 0 }}>
            <Group gap="xs">
              <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }} dir="auto">
                {job.title}
              </Title>
              {isBoostLive(job) && <BoostedBadge />}
            </Group>
            <Text c="dimmed" fw={500} dir="auto">
              {job.company}
            </Text>
          </Stack>
        </Group>
        <Stack gap={6} mt="md">
          <Fact icon={<IconMapPin size={16} aria-hidden="true" />}>{job.location}</Fact>
          <Fact icon={<IconBriefcase size={16} aria-hidden="true" />}>{t(`jobType.${job.jobType}`)}</Fact>
          <Fact icon={<IconCash size={16} aria-hidden="true" />}>
            <Text span fw={700} c="brand.8">
              {salaryText(job.salaryMin, job.salaryMax, i18n)}
            </Text>
          </Fact>
          {job.applicationDeadline && (
            <Fact icon={<IconCalendar size={16} aria-hidden="true" />}>
              {t('job.applyBy', { date: formatDate(job.applicationDeadline, i18n.locale) })}
            </Fact>
          )}
        </Stack>
        {closed && (
          <Alert color="red" mt="md" title={t('job.closed')}>
            {t('job.closedText')}
          </Alert>
        )}
        <Group mt="md" gap="sm">
          {apply(t('job.applyNow'))}
          <SimpleButton
            component="a"
            href={shareOnWhatsapp(job, i18n)}
            target="_blank"
            rel="noopener noreferrer"
            variant="light"
            color="brand"
            size="md"
            leftSection={<IconBrandWhatsapp size={18} />}
          >
            {t('job.share')}
          </SimpleButton>
          <SaveJobButton jobId={job.id} title={job.title} large />
        </Group>
      </Paper>

      <Paper withBorder p="lg">
        <Stack gap="lg">
          <Section title={t('job.description')}>
            <Text style={{ whiteSpace: 'pre-line' }} dir="auto">
              {job.description}
            </Text>
          </Section>
          {job.skills.length > 0 && (
            <Section title={t('job.skills')}>
              <Group gap={6}>
                {job.skills.map((skill) => (
                  <Badge key={skill} variant="light" tt="none">
                    {skill}
                  </Badge>
                ))}
              </Group>
            </Section>
          )}
          {job.requirements && (
            <Section title={t('job.requirements')}>
              <Text style={{ whiteSpace: 'pre-line' }} dir="auto">
                {job.requirements}
              </Text>
            </Section>
          )}
          {job.benefits && (
            <Section title={t('job.benefits')}>
              <Text style={{ whiteSpace: 'pre-line' }} dir="auto">
                {job.benefits}
              </Text>
            </Section>
          )}
          <Group>{apply(t('job.applyForPosition'))}</Group>
        </Stack>
      </Paper>
      <Suspense fallback={null}>
        <TrustPanel job={job} />
      </Suspense>
    </Stack>
  );
}
