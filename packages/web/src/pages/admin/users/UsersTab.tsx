import { Badge, Button, Group, NativeSelect, Paper, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type AdminUser, formatDate, LIMITS, USER_ROLES, type UserRole } from '@modern-jobs/domain';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { showToast } from '../../../app/toast.ts';
import { ConfirmModal } from '../../../components/confirm-modal/ConfirmModal.tsx';
import { LoadMore } from '../../../components/load-more/LoadMore.tsx';
import { EmptyPanel, ErrorPanel } from '../../../components/status-panel/StatusPanel.tsx';
import { useDialogSubject } from '../dialog-subject.ts';
import { useFailureToast } from '../failure-toast.ts';
import { CandidateHiding } from '../talent/CandidateHiding.tsx';
import { CompanyVerification } from '../trust/CompanyVerification.tsx';
import { usersQuery, useSetUserDisabled } from './users-api.ts';

const SKELETONS = Array.from({ length: LIMITS.skeletonRows }, (_, i) => `row-${i}`);

const ROLE_LABELS: Record<UserRole, { one: string; many: string; colour: string }> = {
  seeker: { one: 'Seeker', many: 'Seekers', colour: 'blue' },
  employer: { one: 'Employer', many: 'Employers', colour: 'grape' },
  admin: { one: 'Admin', many: 'Admins', colour: 'dark' },
};

const ROLE_OPTIONS = [
  { value: '', label: 'All roles' },
  ...USER_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role].many })),
];

/** How a person is named in the list and in the dialog: their name, else their e-mail. */
const nameOf = (user: AdminUser) => user.firstName ?? user.email ?? 'No name';

function UserRow({ user, onDisable }: { user: AdminUser; onDisable: (user: AdminUser) => void }) {
  const setDisabled = useSetUserDisabled();
  const failed = useFailureToast();
  const name = nameOf(user);
  const enable = async () => {
    try {
      await setDisabled.mutateAsync({ id: user.id, disabled: false });
      await showToast({ title: 'Account enabled', message: `${name} can sign in again.`, color: 'green' });
    } catch (error) {
      await failed(error, 'Could not enable the account.');
    }
  };
  return (
    <Paper withBorder p="sm" component="li" data-testid="user-row">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={2} style={{ minWidth: 0, flex: '1 1 14rem' }}>
          <Group gap={6} wrap="wrap">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {user.firstName ?? 'No name'}
            </Text>
            <Badge color={ROLE_LABELS[user.role].colour} variant="light">
              {ROLE_LABELS[user.role].one}
            </Badge>
            {user.disabled && (
              <Badge color="red" variant="filled">
                Disabled
              </Badge>
            )}
          </Group>
          {user.email && (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {user.email}
            </Text>
          )}
          {user.companyName && (
            <Group gap={6} wrap="wrap">
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                Company: {user.companyName}
              </Text>
              <CompanyVerification user={user} />
            </Group>
          )}
          <Text size="xs" c="dimmed">
            Joined {formatDate(user.createdAt)}
          </Text>
          <CandidateHiding user={user} name={name} />
        </Stack>
        {/* Admins are managed with the admin script, not from here: no button to lock oneself out. */}
        {user.role !== 'admin' &&
          (user.disabled ? (
            <Button
              size="xs"
              variant="light"
              onClick={enable}
              loading={setDisabled.isPending}
              aria-label={`Enable ${name}`}
            >
              Enable
            </Button>
          ) : (
            <Button
              size="xs"
              variant="light"
              color="red"
              onClick={() => onDisable(user)}
              aria-label={`Disable ${name}`}
            >
              Disable
            </Button>
          ))}
      </Group>
    </Paper>
  );
}

/** Asks before disabling: it signs the person out at once and hides their jobs from the site. */
function DisableModal({ user, opened, onClose }: { user: AdminUser | null; opened: boolean; onClose: () => void }) {
  const setDisabled = useSetUserDisabled();
  const failed = useFailureToast();
  const confirm = async () => {
    if (!user) return;
    try {
      await setDisabled.mutateAsync({ id: user.id, disabled: true });
      await showToast({
        title: 'Account disabled',
        message: `${nameOf(user)} is signed out and cannot sign in.`,
        color: 'green',
      });
      onClose();
    } catch (error) {
      await failed(error, 'Could not disable the account.');
    }
  };
  return (
    <ConfirmModal
      opened={opened}
      title={user ? `Disable ${nameOf(user)}?` : 'Disable account?'}
      text="This signs them out at once and hides their jobs."
      cancelLabel="Cancel"
      confirmLabel="Disable account"
      busy={setDisabled.isPending}
      onConfirm={() => void confirm()}
      onClose={onClose}
    />
  );
}

/** 'User Management': seekers, employers and admins, searched by words and filtered by role; disable or enable. */
export function UsersTab() {
  const [q, setQ] = useState('');
  const [role, setRole] = useState<UserRole | ''>('');
  // The list follows the words once typing pauses, rather than asking for every keystroke's.
  const [words] = useDebouncedValue(q.trim(), 300);
  const users = useInfiniteQuery({
    ...usersQuery({ q: words || undefined, role: role || undefined }),
    placeholderData: keepPreviousData,
  });
  const rows = users.data?.pages.flatMap((page) => page.items);
  const disabling = useDialogSubject<AdminUser>();
  return (
    <Stack gap="md">
      <div>
        <Title order={2} size="h3">
          User Management
        </Title>
        <Text size="sm" c="dimmed">
          Everyone who has signed in, and the admins. Disabling an account signs it out and hides its jobs.
        </Text>
      </div>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          style={{ flex: '1 1 16rem' }}
          label="Search users"
          type="search"
          placeholder="Name, e-mail or company"
          value={q}
          onChange={(event) => setQ(event.currentTarget.value)}
        />
        <NativeSelect
          style={{ flex: '0 0 12rem' }}
          label="Role"
          data={ROLE_OPTIONS}
          value={role}
          onChange={(event) => setRole(event.currentTarget.value as UserRole | '')}
        />
      </Group>
      {users.isPending &&
        SKELETONS.map((key) => <Skeleton key={key} height={88} radius="md" data-testid="user-row-skeleton" />)}
      {users.isError && !rows && (
        <ErrorPanel title="Could not load users." error={users.error} onRetry={() => users.refetch()} />
      )}
      {rows?.length === 0 &&
        (words || role ? (
          <EmptyPanel title="No users match" hint="Try other words, or all roles." />
        ) : (
          <EmptyPanel title="No users yet" hint="People appear here once they sign in." />
        ))}
      {rows && rows.length > 0 && (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Users">
          {rows.map((user) => (
            <UserRow key={user.id} user={user} onDisable={disabling.open} />
          ))}
        </Stack>
      )}
      <LoadMore list={users} label="Load more users" failedTitle="Could not load more users." />
      <DisableModal user={disabling.subject} opened={disabling.opened} onClose={disabling.close} />
    </Stack>
  );
}
