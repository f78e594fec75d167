import { Button, Container, Group, Tabs, Text, Title } from '@mantine/core';
import { IconBriefcase, IconFileText, IconRocket, IconSettings, IconUsers, IconWallet } from '@tabler/icons-react';
import { useState } from 'react';
import { useAdminSignOut } from '../../api/admin.ts';
import { ApplicationsTab } from './applications/ApplicationsTab.tsx';
import { DeploymentTab } from './DeploymentTab.tsx';
import { JobsTab } from './jobs/JobsTab.tsx';
import { PlaceholderTab } from './PlaceholderTab.tsx';
import { SettingsTab } from './settings/SettingsTab.tsx';

const TABS = [
  { value: 'jobs', label: 'Jobs', icon: IconBriefcase },
  { value: 'applications', label: 'Applications', icon: IconFileText },
  { value: 'users', label: 'Users', icon: IconUsers },
  { value: 'wallet', label: 'Wallet', icon: IconWallet },
  { value: 'settings', label: 'Settings', icon: IconSettings },
  { value: 'deployment', label: 'Deployment', icon: IconRocket },
] as const;

/** The panel (spec §2): header, six tabs, jobs first. */
export function AdminPanel() {
  const [tab, setTab] = useState<string | null>('jobs');
  const signOut = useAdminSignOut();
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
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List style={{ overflowX: 'auto', flexWrap: 'nowrap' }}>
          {TABS.map(({ value, label, icon: Icon }) => (
            <Tabs.Tab key={value} value={value} leftSection={<Icon size={16} aria-hidden="true" />}>
              {label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="jobs" pt="md">
          <JobsTab />
        </Tabs.Panel>
        <Tabs.Panel value="applications" pt="md">
          <ApplicationsTab />
        </Tabs.Panel>
        <Tabs.Panel value="users" pt="md">
          <PlaceholderTab title="User Management" text="Manage user accounts, roles and permissions." />
        </Tabs.Panel>
        <Tabs.Panel value="wallet" pt="md">
          <PlaceholderTab title="Payment Management" text="Manage deposits, boosts and refunds." />
        </Tabs.Panel>
        <Tabs.Panel value="settings" pt="md">
          <SettingsTab />
        </Tabs.Panel>
        <Tabs.Panel value="deployment" pt="md">
          <DeploymentTab />
        </Tabs.Panel>
      </Tabs>
    </Container>
  );
}
