import '../../i18n/english-pages.ts';
import { Anchor, Button, Container, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatDate, interviewCalls, type User } from '@modern-jobs/domain';
import { IconEye, IconMicrophone, IconSend } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { myApplicationsQuery } from '../../api/applications.ts';
import { useAuth } from '../../api/auth.ts';
import { Link } from '../../components/link/Link.tsx';
import { LoadingSplash } from '../../components/loading-splash/LoadingSplash.tsx';
import { StatusBadge } from '../../components/status-badge/StatusBadge.tsx';
import { useRedirectToLogin } from '../../hooks/useRedirectToLogin.ts';
import { useI18n } from '../../i18n/I18nProvider.tsx';
import { NotFoundPage } from '../not-found/NotFoundPage.tsx';
import { TalentLinkCard } from '../talent/TalentLinkCard.tsx';
import { DashboardList } from './DashboardList.tsx';
import { JobAlerts } from './JobAlerts.tsx';
import { ProfileCard } from './ProfileCard.tsx';
import { SavedJobs } from './SavedJobs.tsx';
import { WalletCard } from './WalletCard.tsx';

// The whole list of the wallet's entries, its payment outcomes and receipts: loaded when visited.
const WalletPage = lazy(() => import('./WalletPage.tsx').then((m) => ({ default: m.WalletPage })));

function Stat({ icon, label, value, hint }: { icon: ReactNode; label: string; value: ReactNode; hint?: string }) {
  return (
    <Paper withBorder p="md">
      <Group gap="sm" wrap="nowrap">
        {icon}
        <Stack gap={0}>
          <Text size="sm" c="dimmed">
            {label}
          </Text>
          <Text fw={800} size="xl">
            {value}
          </Text>
          {hint && (
            <Text size="xs" c="dimmed">
              {hint}
            </Text>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}

function RecentApplications() {
  const applications = useQuery(myApplicationsQuery());
  const { t, path, locale } = useI18n();
  return (
    <DashboardList
      title={t('dashboard.recent')}
      titleAside={
        <Anchor component={Link} to={path('/')} size="sm">
          {t('dashboard.browse')}
        </Anchor>
      }
      query={applications}
      loadingLabel={t('dashboard.loading')}
      skeletonHeight={180}
      errorTitle={t('dashboard.loadFailed')}
      emptyTitle={t('dashboard.none')}
      emptyHint={t('dashboard.noneHint')}
      emptyAction={
        <Button component={Link} to={path('/')}>
          {t('dashboard.browse')}
        </Button>
      }
      rowKey={(application) => application.id}
      renderRow={(application) => (
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={600}>{application.jobs.title}</Text>
            <Text size="sm" c="dimmed">
              {t('dashboard.applied', { date: formatDate(application.appliedAt, locale) })}
            </Text>
          </Stack>
          <StatusBadge status={application.status} />
        </Group>
      )}
    />
  );
}

/**
 * /dashboard and the pages under it (/dashboard/wallet), for signed-in seekers only: signed out,
 * they say why and go through sign-in back to the page asked for.
 */
export function DashboardPage() {
  const { user, isLoading } = useAuth();
  const redirectToLogin = useRedirectToLogin();
  const { toast } = useI18n();
  const { pathname, search } = useLocation();

  useEffect(() => {
    if (!isLoading && !user) redirectToLogin(toast('loggedOut'), pathname + search);
  }, [isLoading, user, redirectToLogin, toast, pathname, search]);

  if (isLoading || !user) return <LoadingSplash />;
  return (
    <Routes>
      <Route index element={<Dashboard user={user} />} />
      <Route
        path="wallet"
        element={
          <Suspense fallback={<LoadingSplash />}>
            <WalletPage user={user} />
          </Suspense>
        }
      />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

/** My Dashboard (spec §2): wallet, three stats, recent applications, saved jobs and job alerts. */
function Dashboard({ user }: { user: User }) {
  const applications = useQuery(myApplicationsQuery());
  const { t } = useI18n();

  // The section a link's #hash names exists only once the seeker is known: go to it then.
  const { hash } = useLocation();
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [hash]);

  const list = applications.data ?? [];
  return (
    <Container size="md" py="lg">
      <title>{t('dashboard.pageTitle')}</title>
      <Stack gap="lg">
        <Title order={1} size="h2">
          {t('dashboard.title')}
        </Title>
        <ProfileCard />
        <TalentLinkCard />
        <WalletCard user={user} />
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <Stat
            icon={<IconSend size={24} aria-hidden="true" className="mirror-in-rtl" />}
            label={t('dashboard.sent')}
            value={applications.isPending ? '…' : list.length}
          />
          <Stat
            icon={<IconMicrophone size={24} aria-hidden="true" />}
            label={t('dashboard.interviews')}
            value={applications.isPending ? '…' : interviewCalls(list)}
          />
          <Stat
            icon={<IconEye size={24} aria-hidden="true" />}
            label={t('dashboard.views')}
            value={user.profileViews}
            hint={t('dashboard.viewsHint')}
          />
        </SimpleGrid>
        <RecentApplications />
        <SavedJobs />
        <JobAlerts />
      </Stack>
    </Container>
  );
}
