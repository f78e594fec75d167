import { Anchor, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Company } from '@modern-jobs/domain';
import { IconPencil, IconUserSearch } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useAuth } from '../../api/auth.ts';
import { employerJobsQuery, isNotEmployer } from '../../api/employer.ts';
import { CompanyLogo } from '../../components/job-card/CompanyLogo.tsx';
import { Link } from '../../components/link/Link.tsx';
import { useI18n } from '../../i18n/I18nProvider.tsx';
import { useTalentI18n } from '../../i18n/talent-i18n.ts';
import { CompanyForm } from './CompanyForm.tsx';
import { EmployerJobs } from './EmployerJobs.tsx';

/** The company the employer's jobs are shown under: its logo, name, city, website and about. */
function CompanyCard({ company, onEdit }: { company: Company; onEdit: () => void }) {
  const { t } = useI18n();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="company-name">
      <Group wrap="nowrap" align="flex-start" gap="md">
        <CompanyLogo companyLogo={company.logo} size={56} />
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Title order={2} size="h3" id="company-name" dir="auto" style={{ overflowWrap: 'anywhere' }}>
            {company.name}
          </Title>
          <Text size="sm" c="dimmed">
            {t(`city.${company.city}`)}
          </Text>
          {company.website && (
            <Anchor
              href={company.website}
              target="_blank"
              rel="noopener noreferrer"
              size="sm"
              dir="ltr"
              style={{ overflowWrap: 'anywhere', alignSelf: 'flex-start' }}
            >
              {company.website}
            </Anchor>
          )}
          {company.about && (
            <Text size="sm" dir="auto" style={{ whiteSpace: 'pre-line' }}>
              {company.about}
            </Text>
          )}
        </Stack>
      </Group>
      <Button
        variant="default"
        mt="sm"
        maw="100%"
        leftSection={<IconPencil size={16} aria-hidden="true" />}
        onClick={onEdit}
      >
        {t('company.edit')}
      </Button>
    </Paper>
  );
}

/** The way to the CV bank's search (the page itself explains a company not yet verified). */
function FindCandidatesLink() {
  const { tt, path } = useTalentI18n();
  return (
    <Button
      component={Link}
      to={path('/employer/candidates')}
      variant="light"
      leftSection={<IconUserSearch size={16} aria-hidden="true" />}
      style={{ alignSelf: 'flex-start' }}
    >
      {tt('talent.search.link')}
    </Button>
  );
}

/**
 * /employer: a signed-in person without a company profile (or whom the API answers 'not an
 * employer') is asked for one; an employer sees their company and their jobs.
 */
export function EmployerHome() {
  const { user } = useAuth();
  const { t } = useI18n();
  const company = user?.company ?? null;
  const jobs = useInfiniteQuery({ ...employerJobsQuery(), enabled: Boolean(company) });
  const [editing, setEditing] = useState(false);
  const needsCompany = !company || isNotEmployer(jobs.error);

  return (
    <Container size="md" py="lg">
      <title>{t('employer.pageTitle')}</title>
      <Stack gap="lg">
        <Title order={1} size="h2">
          {t('employer.title')}
        </Title>
        {needsCompany ? (
          <CompanyForm company={company} />
        ) : editing ? (
          <CompanyForm company={company} onDone={() => setEditing(false)} />
        ) : (
          <CompanyCard company={company} onEdit={() => setEditing(true)} />
        )}
        {!needsCompany && <FindCandidatesLink />}
        {!needsCompany && <EmployerJobs jobs={jobs} />}
      </Stack>
    </Container>
  );
}
