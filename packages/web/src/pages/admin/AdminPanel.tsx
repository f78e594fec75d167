import { Button, Container, Group, Tabs, Text, Title } from '@mantine/core';
import {
  IconBriefcase,
  IconFileText,
  IconFlag,
  IconHistory,
  IconId,
  IconListCheck,
  IconRocket,
  IconSettings,
  IconUsers,
  IconWallet,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useMemo, useState } from 'react';
import { type ActivityFilter, useAdminSignOut } from '../../api/admin.ts';
import { ActivityTab } from './activity/ActivityTab.tsx';
import { AdminNavigationContext } from './admin-navigation.ts';
import { ApplicationsTab } from './applications/ApplicationsTab.tsx';
import { DeploymentTab } from './DeploymentTab.tsx';
import { JobsTab } from './jobs/JobsTab.tsx';
import { ModerationTab } from './moderation/ModerationTab.tsx';
import { ReportsTab } from './reports/ReportsTab.tsx';
import { SettingsTab } from './settings/SettingsTab.tsx';
import { TalentTab } from './talent/TalentTab.tsx';
import { UsersTab } from './users/UsersTab.tsx';
import { WalletTab } from './wallet/WalletTab.tsx';

const tabsFor = (activity: ReactNode) => [
  { value: 'jobs', label: 'Jobs', icon: IconBriefcase, panel: <JobsTab /> },
  { value: 'moderation', label: 'Moderation', icon: IconListCheck, panel: <ModerationTab /> },
  { value: 'reports', label: 'Reports', icon: IconFlag, panel: <ReportsTab /> },
  { value: 'applications', label: 'Applications', icon: IconFileText, panel: <ApplicationsTab /> },
  { value: 'users', label: 'Users', icon: IconUsers, panel: <UsersTab /> },
  { value: 'wallet', label: 'Wallet', icon: IconWallet, panel: <WalletTab /> },
  { value: 'cv-bank', label: 'CV bank', icon: IconId, panel: <TalentTab /> },
  { value: 'settings', label: 'Settings', icon: IconSettings, panel: <SettingsTab /> },
  { value: 'deployment', label: 'Deployment', icon: IconRocket, panel: <DeploymentTab /> },
  { value: 'activity', label: 'Activity', icon: IconHistory, panel: activity },
];

/**
 * The panel (spec §2): header and the spec's six tabs, jobs first, then what admins did (Activity);
 * Moderation (employers' jobs waiting for review) beside Jobs, which it feeds.
 */
export function AdminPanel() {
  const [tab, setTab] = useState<string | null>('jobs');
  const [activityFilter, setActivityFilter] = useState<ActivityFilter>({});
  const signOut = useAdminSignOut();
  const navigation = useMemo(
    () => ({
      showHistory: (item: string) => {
        setActivityFilter({ item });
        setTab('activity');
      },
    }),
    [],
  );
  const tabs = tabsFor(<ActivityTab filter={activityFilter} onFilter={setActivityFilter} />);
  return (
    <Container size="xl" py="lg">
      <title>Admin Panel | Modern Jobs</title>
      <Group justify="space-between" mb="md">
        <div>
          <Title order={1} size="h2">
            Admin Panel
          </Title>
          <Text c="dimmed">Welcome, Admin</Text>
        </div>
        <Button variant="default" onClick={() => signOut.mutate()} loading={signOut.isPending}>
          Logout
        </Button>
      </Group>
      <AdminNavigationContext value={navigation}>
        <Tabs value={tab} onChange={setTab} keepMounted={false}>
          <Tabs.List style={{ overflowX: 'auto', flexWrap: 'nowrap' }}>
            {tabs.map(({ value, label, icon: Icon }) => (
              <Tabs.Tab key={value} value={value} leftSection={<Icon size={16} aria-hidden="true" />}>
                {label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {tabs.map(({ value, panel }) => (
            <Tabs.Panel key={value} value={value} pt="md">
              {panel}
            </Tabs.Panel>
          ))}
        </Tabs>
      </AdminNavigationContext>
    </Container>
  );
}
