import { Anchor, Button, Container, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { interviewCalls, PROFILE_VIEWS, SEEKER_TOASTS } from '@modern-jobs/domain';
import { IconEye, IconMicrophone, IconSend, IconWallet } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { Link } from 'react-router';
import { myApplicationsQuery } from '../../api/applications.ts';
import { useAuth } from '../../api/auth.ts';
import { messageOf } from '../../api/client.ts';
import { showToast } from '../../app/toast.ts';
import { LoadingSplash } from '../../components/loading-splash/LoadingSplash.tsx';
import { StatusBadge } from '../../components/status-badge/StatusBadge.tsx';
import { useRedirectToLogin } from '../../hooks/useRedirectToLogin.ts';
import { formatDate } from '../job/format.ts';

const PKR = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

function Stat({ icon, label, value }: { icon: ReactNode; label: string; value: ReactNode }) {
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
        </Stack>
      </Group>
    </Paper>
  );
}

function RecentApplications() {
  const applications = useQuery(myApplicationsQuery());
  if (applications.isPending) return <Skeleton height={180} radius="md" aria-label="Loading applications" />;
  if (applications.isError) {
    return (
      <Paper withBorder p="lg" role="alert">
        <Text fw={600}>We could not load your applications.</Text>
        <Text size="sm" c="dimmed">
          {messageOf(applications.error, 'Check your connection and try again.')}
        </Text>
      </Paper>
    );
  }
  if (applications.data.length === 0) {
    return (
      <Paper withBorder p="xl" ta="center">
        <Text fw={700}>No Applications Yet</Text>
        <Text size="sm" c="dimmed" mb="sm">
          Find a job you like and apply with your CV.
        </Text>
        <Button component={Link} to="/">
          Browse Jobs
        </Button>
      </Paper>
    );
  }
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {applications.data.map((application) => (
        <Paper key={application.id} withBorder p="md" component="li">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text fw={600}>{application.jobs.title}</Text>
              <Text size="sm" c="dimmed">
                Applied {formatDate(application.appliedAt)}
              </Text>
            </Stack>
            <StatusBadge status={application.status} />
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}

/** My Dashboard (spec §2): wallet, three stats and recent applications, for signed-in seekers only. */
export function DashboardPage() {
  const { user, isLoading } = useAuth();
  const applications = useQuery({ ...myApplicationsQuery(), enabled: Boolean(user) });
  const redirectToLogin = useRedirectToLogin();

  useEffect(() => {
    if (!isLoading && !user) redirectToLogin(SEEKER_TOASTS.loggedOut, '/dashboard');
  }, [isLoading, user, redirectToLogin]);

  if (isLoading || !user) return <LoadingSplash />;
  const list = applications.data ?? [];
  return (
    <Container size="md" py="lg">
      <title>My Dashboard | Modern Jobs</title>
      <Stack gap="lg">
        <Title order={1} size="h2">
          My Dashboard
        </Title>
        <Paper withBorder p="lg" bg="green.0">
          <Group justify="space-between">
            <Group gap="sm">
              <IconWallet size={28} aria-hidden="true" />
              <Stack gap={0}>
                <Text size="sm" c="dimmed">
                  Wallet Balance
                </Text>
                <Text fw={800} size="xl">
                  PKR {PKR.format(Number(user.walletBalance) || 0)}
                </Text>
              </Stack>
            </Group>
            <Button
              variant="light"
              onClick={() => showToast({ title: 'Add Funds', message: 'Adding funds is coming soon.' })}
            >
              Add Funds
            </Button>
          </Group>
        </Paper>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <Stat
            icon={<IconSend size={24} aria-hidden="true" />}
            label="Applications Sent"
            value={applications.isPending ? '…' : list.length}
          />
          <Stat
            icon={<IconMicrophone size={24} aria-hidden="true" />}
            label="Interview Calls"
            value={applications.isPending ? '…' : interviewCalls(list)}
          />
          <Stat icon={<IconEye size={24} aria-hidden="true" />} label="Profile Views" value={PROFILE_VIEWS} />
        </SimpleGrid>
        <Stack gap="sm">
          <Group justify="space-between">
            <Title order={2} size="h3">
              Recent Applications
            </Title>
            <Anchor component={Link} to="/" size="sm">
              Browse Jobs
            </Anchor>
          </Group>
          <RecentApplications />
        </Stack>
      </Stack>
    </Container>
  );
}
