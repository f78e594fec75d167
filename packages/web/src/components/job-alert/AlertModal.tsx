// Styles only the alert form needs (its radios), loaded with it.
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Modal, Radio, Stack, Text, TextInput } from '@mantine/core';
import {
  type AlertCreate,
  type AlertCriteria,
  alertAsksSomething,
  alertCreateSchema,
  LIMITS,
} from '@modern-jobs/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useAuth } from '../../api/auth.ts';
import { redirectToLogin } from '../../hooks/useRedirectToLogin.ts';
import { useI18n } from '../../i18n/I18nProvider.tsx';
import { saveAlert } from './alert-action.ts';
import { CriteriaSummary } from './CriteriaSummary.tsx';
import { defaultAlertName } from './criteria.ts';
import { DIGEST_TIME } from './digest-time.ts';
import { rememberPendingAlert } from './pending-alert.ts';

type Fields = z.input<typeof alertCreateSchema>;

/**
 * The form behind 'Email me jobs like these': the alert's name (the search, to start with), how
 * often it writes (at once, or a digest at 9:00 Pakistan time), what it looks for, and Save.
 * Signed out, Save keeps the alert aside and goes to sign in; it is saved on the way back.
 */
export function AlertModal({
  criteria,
  opened,
  onClose,
}: {
  criteria: AlertCriteria;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useI18n();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('alerts.createTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {/* The form unmounts on close: the next opening starts from the search as it is then. */}
      <AlertForm criteria={criteria} onDone={onClose} />
    </Modal>
  );
}

function AlertForm({ criteria, onDone }: { criteria: AlertCriteria; onDone: () => void }) {
  const i18n = useI18n();
  const { t, message, errorText, referenceText } = i18n;
  const { user } = useAuth();
  const client = useQueryClient();
  const summaryId = useId();
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const form = useForm<Fields, unknown, AlertCreate>({
    resolver: zodResolver(alertCreateSchema),
    mode: 'onTouched',
    defaultValues: { name: defaultAlertName(i18n, criteria), criteria, frequency: 'instant' },
  });
  const { errors, isSubmitting } = form.formState;
  const asksSomething = alertAsksSomething(criteria);

  const onSubmit = form.handleSubmit(async (alert) => {
    setFailure(null);
    if (!user) {
      rememberPendingAlert(alert);
      onDone();
      await redirectToLogin({ title: t('alerts.signIn.title'), message: t('alerts.signIn.message') });
      return;
    }
    try {
      await saveAlert(client, i18n, alert);
      onDone();
    } catch (error) {
      setFailure({ error });
    }
  });

  const reference = failure && referenceText(failure.error);
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Stack gap={6}>
          <Text size="sm" fw={600} id={summaryId}>
            {t('alerts.looksFor')}
          </Text>
          <CriteriaSummary criteria={criteria} labelledBy={summaryId} />
          {!asksSomething && (
            <Text size="sm" c="red.8" role="alert">
              {t('api.alertEmpty')}
            </Text>
          )}
        </Stack>
        <TextInput
          label={t('alerts.name')}
          withAsterisk
          maxLength={80}
          dir="auto"
          data-autofocus
          error={errors.name?.message && message(errors.name.message)}
          {...form.register('name')}
        />
        <Controller
          control={form.control}
          name="frequency"
          render={({ field }) => (
            <Radio.Group
              label={t('alerts.frequency')}
              value={field.value}
              onChange={field.onChange}
              error={errors.frequency?.message && message(errors.frequency.message)}
            >
              <Stack gap="sm" mt="xs">
                <Radio value="instant" label={t('alerts.instant')} description={t('alerts.instantHint')} />
                <Radio
                  value="daily"
                  label={t('alerts.daily')}
                  description={t('alerts.dailyHint', { time: DIGEST_TIME })}
                />
              </Stack>
            </Radio.Group>
          )}
        />
        <Text size="xs" c="dimmed">
          {user ? t('alerts.cap', { max: LIMITS.alerts }) : t('alerts.signInNote')}
        </Text>
        {(failure || errors.criteria) && (
          <div role="alert">
            <Text size="sm" fw={600} c="red.8">
              {t('alerts.failed')}
            </Text>
            {failure && <Text size="sm">{errorText(failure.error, 'common.checkConnection')}</Text>}
            {reference && (
              <Text size="xs" c="dimmed">
                <bdi>{reference}</bdi>
              </Text>
            )}
          </div>
        )}
        <Button type="submit" loading={isSubmitting} disabled={!asksSomething}>
          {t('alerts.save')}
        </Button>
      </Stack>
    </form>
  );
}
