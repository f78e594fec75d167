// Styles only the alerts' controls need (the switch), loaded with the dashboard.
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import { ActionIcon, Badge, Button, Group, NativeSelect, Stack, Switch, Text, TextInput } from '@mantine/core';
import {
  type Alert,
  type AlertChange,
  type AlertFrequency,
  alertChangeSchema,
  formatDate,
  LIMITS,
} from '@modern-jobs/domain';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { alertsQuery, changeAlert, deleteAlert } from '../../api/alerts.ts';
import { showToast } from '../../app/toast.ts';
import { ConfirmModal } from '../../components/confirm-modal/ConfirmModal.tsx';
import { CriteriaSummary } from '../../components/job-alert/CriteriaSummary.tsx';
import { DIGEST_TIME } from '../../components/job-alert/digest-time.ts';
import { Link } from '../../components/link/Link.tsx';
import { type I18n, useI18n } from '../../i18n/I18nProvider.tsx';
import { DashboardList } from './DashboardList.tsx';

/** Says a refused or failed change in a toast: what failed, the API's reason in the page's language. */
function toastFailure(i18n: I18n, title: string, error: unknown) {
  return showToast({
    title,
    message: i18n.errorText(error, 'common.checkConnection'),
    color: 'red',
    reference: i18n.referenceText(error),
  });
}

/** The alert's name, and a pencil that turns it into a small form to rename it. */
function AlertName({ alert, onRename }: { alert: Alert; onRename: (name: string) => Promise<boolean> }) {
  const { t, message } = useI18n();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(alert.name);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (!editing) {
    return (
      <Group gap={4} wrap="nowrap" style={{ minWidth: 0 }}>
        <Text fw={600} dir="auto" style={{ overflowWrap: 'anywhere' }}>
          {alert.name}
        </Text>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('alerts.rename', { name: alert.name })}
          onClick={() => {
            setName(alert.name);
            setError(null);
            setEditing(true);
          }}
        >
          <IconPencil size={18} aria-hidden="true" />
        </ActionIcon>
      </Group>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = alertChangeSchema.safeParse({ name });
    if (!checked.success) {
      setError(message(checked.error.issues[0]?.message ?? '', 'validation.alert.name'));
      return;
    }
    setBusy(true);
    const done = await onRename(checked.data.name ?? name);
    setBusy(false);
    if (done) setEditing(false);
  };

  return (
    <form onSubmit={submit} noValidate style={{ flex: 1 }}>
      <Group gap="xs" align="flex-start">
        <TextInput
          label={t('alerts.name')}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setEditing(false);
          }}
          error={error}
          maxLength={80}
          dir="auto"
          autoFocus
          style={{ flex: 1, minWidth: 180 }}
        />
        <Group gap="xs" mt={{ base: 0, xs: 25 }}>
          <Button type="submit" size="sm" loading={busy}>
            {t('alerts.saveName')}
          </Button>
          <Button variant="default" size="sm" onClick={() => setEditing(false)} disabled={busy}>
            {t('alerts.cancel')}
          </Button>
        </Group>
      </Group>
    </form>
  );
}

function AlertRow({ alert }: { alert: Alert }) {
  const i18n = useI18n();
  const { t, locale } = i18n;
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);

  /** Sends a change; says how it went. True when the API took it. */
  const change = async (update: AlertChange, done: () => { title: string; message: string }) => {
    setBusy(true);
    try {
      await changeAlert(client, alert.id, update);
      await showToast({ ...done(), color: 'green' });
      return true;
    } catch (error) {
      await toastFailure(i18n, t('alerts.changeFailed'), error);
      return false;
    } finally {
      setBusy(false);
    }
  };
  const frequencyHint = (frequency: AlertFrequency) =>
    frequency === 'daily' ? t('alerts.dailyHint', { time: DIGEST_TIME }) : t('alerts.instantHint');

  const remove = async () => {
    setBusy(true);
    try {
      await deleteAlert(client, alert.id);
      setConfirming(false);
      await showToast({
        title: t('alerts.deletedDone'),
        message: t('alerts.deleteText', { name: alert.name }),
        color: 'green',
      });
    } catch (error) {
      setBusy(false);
      setConfirming(false);
      await toastFailure(i18n, t('alerts.deleteFailed'), error);
    }
  };

  return (
    <>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <AlertName
            alert={alert}
            onRename={(name) => change({ name }, () => ({ title: t('alerts.renamedDone'), message: name }))}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            aria-label={t('alerts.delete', { name: alert.name })}
            onClick={() => setConfirming(true)}
          >
            <IconTrash size={20} aria-hidden="true" />
          </ActionIcon>
        </Group>
        <CriteriaSummary criteria={alert.criteria} label={t('alerts.looksFor')} />
        <Group gap="md" align="flex-end" wrap="wrap">
          <NativeSelect
            label={t('alerts.frequency')}
            aria-label={t('alerts.frequencyFor', { name: alert.name })}
            value={alert.frequency}
            disabled={busy}
            onChange={(event) => {
              const frequency = event.currentTarget.value as AlertFrequency;
              void change({ frequency }, () => ({
                title: t('alerts.frequencyDone'),
                message: frequencyHint(frequency),
              }));
            }}
            data={[
              { value: 'instant', label: t('alerts.instant') },
              { value: 'daily', label: t('alerts.dailyAt', { time: DIGEST_TIME }) },
            ]}
            style={{ minWidth: 200 }}
          />
          <Switch
            label={t('alerts.emailsOn')}
            aria-label={t('alerts.emailsOnFor', { name: alert.name })}
            checked={!alert.paused}
            disabled={busy}
            onChange={(event) => {
              const paused = !event.currentTarget.checked;
              void change({ paused }, () =>
                paused
                  ? { title: t('alerts.pausedDone'), message: t('alerts.pausedHint') }
                  : { title: t('alerts.resumedDone'), message: frequencyHint(alert.frequency) },
              );
            }}
            mb={8}
          />
          {alert.paused && (
            <Badge color="gray" variant="light" tt="none" mb={8}>
              {t('alerts.paused')}
            </Badge>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          {t('alerts.created', { date: formatDate(alert.createdAt, locale) })}
        </Text>
      </Stack>
      <ConfirmModal
        opened={confirming}
        title={t('alerts.deleteTitle')}
        text={t('alerts.deleteText', { name: alert.name })}
        cancelLabel={t('alerts.cancel')}
        confirmLabel={t('alerts.deleteConfirm')}
        busy={busy}
        onConfirm={() => void remove()}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}

/**
 * The seeker's job alerts, newest first: what each looks for, how often it writes and whether it is
 * on, each renamed, paused, changed or deleted in place.
 */
export function JobAlerts() {
  const alerts = useQuery(alertsQuery());
  const { t, path } = useI18n();
  return (
    <DashboardList
      // Alert e-mails link here (/dashboard#alerts) to manage them.
      id="alerts"
      title={t('dashboard.alerts')}
      description={t('alerts.cap', { max: LIMITS.alerts })}
      query={alerts}
      loadingLabel={t('dashboard.alertsLoading')}
      errorTitle={t('dashboard.alertsLoadFailed')}
      emptyTitle={t('dashboard.alertsNone')}
      emptyHint={t('dashboard.alertsNoneHint')}
      emptyAction={
        <Button component={Link} to={path('/')} variant="light">
          {t('dashboard.browse')}
        </Button>
      }
      rowKey={(alert) => alert.id}
      rowData={(alert) => ({ 'data-paused': alert.paused })}
      renderRow={(alert) => <AlertRow alert={alert} />}
    />
  );
}
