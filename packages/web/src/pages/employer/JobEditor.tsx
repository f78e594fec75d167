import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Container, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import {
  EMPTY_EMPLOYER_JOB_FORM,
  type EmployerJobForm,
  employerJobFormSchema,
  jobToEmployerForm,
  toEmployerJobInput,
} from '@modern-jobs/domain';
import { IconArrowLeft, IconInfoCircle } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { isNotFound } from '../../api/client.ts';
import { isNotEmployer, type OwnJob, ownJobQuery, useSaveEmployerJob } from '../../api/employer.ts';
import { showToast } from '../../app/toast.ts';
import { JobFormFields } from '../../components/job-form/JobFormFields.tsx';
import { Link } from '../../components/link/Link.tsx';
import { EmptyPanel, ErrorPanel } from '../../components/status-panel/StatusPanel.tsx';
import { useI18n } from '../../i18n/I18nProvider.tsx';
import { FailureAlert, showFieldIssues } from './form-failure.tsx';

/** The API's field names that this form has (an issue on another is said above the buttons). */
const FIELDS = [
  'title',
  'location',
  'jobType',
  'description',
  'salaryMin',
  'salaryMax',
  'skills',
  'requirements',
  'benefits',
  'applicationDeadline',
  'workplace',
] as const;

/** Back to the employer's jobs: the way out of each of their job pages. */
export function BackToJobs() {
  const { t, path } = useI18n();
  return (
    <Anchor component={Link} to={path('/employer')} size="sm">
      <Group gap={4} component="span" wrap="nowrap">
        <IconArrowLeft size={16} aria-hidden="true" className="mirror-in-rtl" />
        {t('employer.backToJobs')}
      </Group>
    </Anchor>
  );
}

/**
 * The employer's job form: the operator's fields, rules and messages (JobFormFields). A new job
 * waits for review; an edit sends it back to review, which the form says before it is saved.
 */
function EmployerJobFormCard({ job }: { job: OwnJob | null }) {
  const { t, path } = useI18n();
  const navigate = useNavigate();
  const save = useSaveEmployerJob();
  const form = useForm<EmployerJobForm>({
    resolver: zodResolver(employerJobFormSchema),
    defaultValues: job ? jobToEmployerForm(job) : EMPTY_EMPLOYER_JOB_FORM,
  });
  const [failure, setFailure] = useState<unknown>(null);
  const { isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (fields) => {
    setFailure(null);
    try {
      await save.mutateAsync({ id: job?.id ?? null, input: toEmployerJobInput(fields) });
      const done = job ? 'jobUpdated' : 'jobPosted';
      await showToast({
        title: t(`employer.${done}.title`),
        message: t(`employer.${done}.message`),
        color: 'green',
      });
      navigate(path('/employer'));
    } catch (error) {
      // No company (any more): the employer's home asks for it.
      if (isNotEmployer(error)) return navigate(path('/employer'));
      showFieldIssues(form.setError, error, FIELDS);
      setFailure(error);
    }
  });

  const reviewNote = !job
    ? t('employer.reviewNote')
    : job.status === 'approved'
      ? t('employer.backToReviewApproved')
      : t('employer.backToReview');

  return (
    <FormProvider {...form}>
      <Paper withBorder p="md" component="form" onSubmit={onSubmit} noValidate aria-labelledby="job-editor-title">
        <Stack gap="sm">
          <Title order={1} size="h2" id="job-editor-title">
            {job ? t('employer.editJobTitle') : t('employer.newJobTitle')}
          </Title>
          {job?.status === 'rejected' && job.rejectionReason && (
            <Alert color="red" variant="light" title={t('employer.status.rejected')} role="note">
              <Text size="sm" dir="auto">
                {t('employer.rejectedReason', { reason: job.rejectionReason })}
              </Text>
            </Alert>
          )}
          <JobFormFields />
          {failure !== null && <FailureAlert title={t('employer.saveJobFailed')} error={failure} />}
          {/* A note, not an alert: it is there from the start, and read with the submit button. */}
          <Alert
            color={job ? 'yellow' : 'blue'}
            variant="light"
            icon={<IconInfoCircle size={18} aria-hidden="true" />}
            id="job-editor-review"
            role="note"
          >
            <Text size="sm">{reviewNote}</Text>
          </Alert>
          <Group gap="sm">
            <Button type="submit" loading={isSubmitting} aria-describedby="job-editor-review">
              {job ? t('employer.submitEdit') : t('employer.submitNew')}
            </Button>
            <Button component={Link} to={path('/employer')} variant="default">
              {t('employer.cancel')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </FormProvider>
  );
}

/** /employer/jobs/new and /employer/jobs/{id}/edit. */
export function JobEditor() {
  const { id } = useParams();
  const { t } = useI18n();
  const client = useQueryClient();
  const job = useQuery({ ...ownJobQuery(client, id ?? ''), enabled: Boolean(id) });

  let body: React.ReactNode;
  if (!id) body = <EmployerJobFormCard job={null} />;
  else if (job.isPending) body = <Skeleton height={520} radius="md" aria-label={t('job.loading')} />;
  else if (job.isError)
    body = isNotFound(job.error) ? (
      <EmptyPanel title={t('job.notFound')} hint={t('job.notFoundText')} />
    ) : (
      <ErrorPanel title={t('job.loadFailed')} error={job.error} onRetry={() => job.refetch()} />
    );
  else body = <EmployerJobFormCard key={job.data.id} job={job.data} />;

  return (
    <Container size="sm" py="lg">
      <title>{id ? t('employer.editJobPageTitle') : t('employer.newJobPageTitle')}</title>
      <Stack gap="md">
        <BackToJobs />
        {body}
      </Stack>
    </Container>
  );
}
