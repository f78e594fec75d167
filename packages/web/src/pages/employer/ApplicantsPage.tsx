import { Anchor, Button, Container, Group, NativeSelect, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { APPLICATION_STATUSES, type Applicant, type ApplicationStatus, formatDate, LIMITS } from '@modern-jobs/domain';
import { IconBrandWhatsapp, IconFileText } from '@tabler/icons-react';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useAuth } from '../../api/auth.ts';
import { isNotFound } from '../../api/client.ts';
import { applicantCvLink, applicantsQuery, ownJobQuery, useSetApplicantStatus } from '../../api/employer.ts';
import { showToast } from '../../app/toast.ts';
import { callLink, emailLink, whatsappLink } from '../../components/contact-widget/contact-links.ts';
import { LoadMore } from '../../components/load-more/LoadMore.tsx';
import { StatusBadge } from '../../components/status-badge/StatusBadge.tsx';
import { EmptyPanel, ErrorPanel } from '../../components/status-panel/StatusPanel.tsx';
import { useI18n } from '../../i18n/I18nProvider.tsx';
import { BackToJobs } from './JobEditor.tsx';

const SKELETONS = Array.from({ length: LIMITS.skeletonRows }, (_, i) => `row-${i}`);

/** A way to reach the applicant: what it is, and the number or address as a link (left to right). */
function Contact({ label, href, value }: { label: string; href: string; value: string }) {
  return (
    <Text size="sm">
      <Text span c="dimmed">
        {label}:{' '}
      </Text>
      <Anchor href={href} dir="ltr" style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Anchor>
    </Text>
  );
}

function ApplicantRow({ applicant, jobTitle }: { applicant: Applicant; jobTitle: string }) {
  const i18n = useI18n();
  const { t, locale } = i18n;
  const { user } = useAuth();
  const setStatus = useSetApplicantStatus(applicant.jobId);
  const name = applicant.fullName;

  const failed = (title: string, error: unknown) =>
    showToast({
      title,
      message: i18n.errorText(error, 'common.checkConnection'),
      color: 'red',
      reference: i18n.referenceText(error),
    });

  const changeStatus = async (status: ApplicationStatus) => {
    try {
      await setStatus.mutateAsync({ id: applicant.id, status });
      await showToast({
        title: t('applicants.statusDone'),
        message: t('applicants.statusDoneText', { name, status: t(`status.${status}`) }),
        color: 'green',
      });
    } catch (error) {
      await failed(t('applicants.statusFailed'), error);
    }
  };

  // A link that lives a minute, asked for on the press and opened at once (as the operator's).
  const openCv = async () => {
    try {
      window.open(await applicantCvLink(applicant.id), '_blank', 'noopener,noreferrer');
    } catch (error) {
      await failed(t('applicants.cvFailed'), error);
    }
  };

  const message = t('applicants.whatsappMessage', { name, title: jobTitle, company: user?.company?.name ?? '' });
  return (
    <Paper withBorder p="md" component="li" data-testid="applicant">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={2} size="h5" dir="auto" style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Title>
            <Text size="sm" c="dimmed">
              {t('dashboard.applied', { date: formatDate(applicant.appliedAt, locale) })}
            </Text>
          </Stack>
          <StatusBadge status={applicant.status} />
        </Group>
        <Stack gap={2}>
          <Contact
            label={t('applicants.phone')}
            href={callLink(applicant.contactNumber)}
            value={applicant.contactNumber}
          />
          <Contact label={t('applicants.email')} href={emailLink(applicant.email, jobTitle)} value={applicant.email} />
        </Stack>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <NativeSelect
            label={t('applicants.status')}
            aria-label={t('applicants.statusFor', { name })}
            size="xs"
            data={APPLICATION_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
            value={applicant.status}
            disabled={setStatus.isPending}
            onChange={(event) => void changeStatus(event.currentTarget.value as ApplicationStatus)}
          />
          <Button
            component="a"
            href={whatsappLink(applicant.whatsappNumber, message)}
            target="_blank"
            rel="noopener noreferrer"
            size="xs"
            variant="light"
            color="green"
            leftSection={<IconBrandWhatsapp size={16} aria-hidden="true" />}
            aria-label={t('applicants.whatsappLabel', { name })}
          >
            {t('applicants.whatsapp')}
          </Button>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconFileText size={16} aria-hidden="true" />}
            aria-label={t('applicants.openCvLabel', { name })}
            onClick={() => void openCv()}
          >
            {t('applicants.openCv')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** /employer/jobs/{id}/applicants: who applied to one of the employer's jobs, newest first. */
export function ApplicantsPage() {
  const { id = '' } = useParams();
  const { t } = useI18n();
  const client = useQueryClient();
  const job = useQuery(ownJobQuery(client, id));
  const applicants = useInfiniteQuery(applicantsQuery(id));
  const rows = applicants.data?.pages.flatMap((page) => page.items);
  const jobTitle = job.data?.title ?? '';

  return (
    <Container size="md" py="lg">
      <title>{t('applicants.pageTitle', { title: jobTitle })}</title>
      <Stack gap="md">
        <BackToJobs />
        <Stack gap={2}>
          <Title order={1} size="h2">
            {t('applicants.title')}
          </Title>
          {jobTitle && (
            <Text c="dimmed" dir="auto">
              {jobTitle}
            </Text>
          )}
        </Stack>
        {applicants.isPending && (
          <Stack gap="xs" role="status" aria-label={t('applicants.loading')}>
            {SKELETONS.map((key) => (
              <Skeleton key={key} height={150} radius="md" />
            ))}
          </Stack>
        )}
        {applicants.isError &&
          !rows &&
          (isNotFound(applicants.error) ? (
            <EmptyPanel title={t('job.notFound')} hint={t('job.notFoundText')} />
          ) : (
            <ErrorPanel
              title={t('applicants.loadFailed')}
              error={applicants.error}
              onRetry={() => applicants.refetch()}
            />
          ))}
        {rows?.length === 0 && <EmptyPanel title={t('applicants.none')} hint={t('applicants.noneHint')} />}
        {rows && rows.length > 0 && (
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {rows.map((applicant) => (
              <ApplicantRow key={applicant.id} applicant={applicant} jobTitle={jobTitle} />
            ))}
          </Stack>
        )}
        <LoadMore list={applicants} label={t('applicants.loadMore')} failedTitle={t('applicants.loadFailed')} />
      </Stack>
    </Container>
  );
}
