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
  { value: 'jobs', label: 'Jobs', icon: IconBriefcase, panel: <JobsTab /> },
  { value: 'applications', label: 'Applications', icon: IconFileText, panel: <ApplicationsTab /> },
  {
    value: 'users',
    label: 'Users',
    icon: IconUsers,
    panel: <PlaceholderTab title="User Management" text="Manage user accounts, roles and permissions." />,
  },
  {
    value: 'wallet',
    label: 'Wallet',
    icon: IconWallet,
    panel: <PlaceholderTab title="Payment Management" text="Manage deposits, boosts and refunds." />,
  },
  { value: 'settings', label: 'Settings', icon: IconSettings, panel: <SettingsTab /> },
  { value: 'deployment', label: 'Deployment', icon: IconRocket, panel: <DeploymentTab /> },
];

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
        {TABS.map(({ value, panel }) => (
          <Tabs.Panel key={value} value={value} pt="md">
            {panel}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Container>
  );
}
