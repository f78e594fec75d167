import '../../i18n/english-pages.ts';
import { Anchor, Container, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { salaryText } from '@modern-jobs/domain';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useParams } from 'react-router';
import { useAuth } from '../../api/auth.ts';
import { isNotFound } from '../../api/client.ts';
import { jobQueries } from '../../api/jobs.ts';
import { Link } from '../../components/link/Link.tsx';
import { ErrorPanel } from '../../components/status-panel/StatusPanel.tsx';
import { useRedirectToLogin } from '../../hooks/useRedirectToLogin.ts';
import { useI18n } from '../../i18n/I18nProvider.tsx';
import { JobDetail } from './JobDetail.tsx';
import { JobPostingData } from './JobPostingData.tsx';

// The form, its validation, the uploader and the one-tap sheet load only when someone applies.
const ApplyChooser = lazy(() => import('./ApplyChooser.tsx').then((m) => ({ default: m.ApplyChooser })));

function JobSkeleton() {
  const { t } = useI18n();
  return (
    <Stack gap="lg" aria-busy="true" aria-label={t('job.loading')}>
      <Skeleton height={260} radius="md" />
      <Skeleton height={320} radius="md" />
    </Stack>
  );
}

function NotFound() {
  const { t, path } = useI18n();
  return (
    <Paper withBorder p="xl" ta="center">
      <title>{t('job.notFoundTitle')}</title>
      <Title order={1} size="h2">
        {t('job.notFound')}
      </Title>
      <Text c="dimmed" mt="sm">
        {t('job.notFoundText')}
      </Text>
      <Anchor component={Link} to={path('/')} mt="md" display="inline-block">
        {t('job.backToJobs')}
      </Anchor>
    </Paper>
  );
}

export function JobPage() {
  const { id = '' } = useParams();
  const i18n = useI18n();
  const { t } = i18n;
  const job = useQuery(jobQueries.detail(id));
  const auth = useAuth();
  const redirectToLogin = useRedirectToLogin();
  // Each press of Apply starts afresh (a new key), after whatever the last one showed.
  const [applying, setApplying] = useState(0);

  const onApply = () => {
    if (auth.isSignedIn) setApplying((count) => count + 1);
    else redirectToLogin(i18n.toast('loginRequired'), i18n.path(`/job/${id}`));
  };

  return (
    <Container size="md" py="lg">
      {job.isPending && <JobSkeleton />}
      {/* Only an answer of "no such job" is 'Job Not Found'; a failure or no network says so, to retry. */}
      {job.isError &&
        (isNotFound(job.error) ? (
          <NotFound />
        ) : (
          <ErrorPanel title={t('job.loadFailed')} error={job.error} onRetry={() => job.refetch()} />
        ))}
      {job.data && (
        <>
          <title>{t('job.pageTitle', { title: job.data.title, company: job.data.company })}</title>
          <meta
            name="description"
            content={t('job.metaDescription', {
              title: job.data.title,
              company: job.data.company,
              location: job.data.location,
              salary: salaryText(job.data.salaryMin, job.data.salaryMax, i18n),
            })}
          />
          <JobPostingData job={job.data} />
          <JobDetail job={job.data} onApply={onApply} />
          {applying > 0 && (
            <Suspense>
              <ApplyChooser key={applying} job={job.data} onClose={() => setApplying(0)} />
            </Suspense>
          )}
        </>
      )}
    </Container>
  );
}
