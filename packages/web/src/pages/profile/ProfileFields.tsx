import { Button, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { Profile } from '@modern-jobs/domain';
import { IconAlertTriangle, IconCheck, IconCloudUpload } from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useI18n } from '../../i18n/I18nProvider.tsx';
import { lazyResolver } from './load-validation.ts';
import { MoreFieldsPlaceholder } from './placeholders.tsx';
import { type ProfileForm, profileToForm, readDraft } from './profile-form.ts';
import { Section } from './Section.tsx';
import { type SaveStatus, useProfileAutosave } from './useProfileAutosave.ts';

/** The sections below the contact details: their own chunk, with the tags input and the rows. */
export const loadMoreFields = () => import('./MoreFields.tsx');
const MoreFields = lazy(() => loadMoreFields().then((m) => ({ default: m.MoreFields })));

/** "Saving… / All changes saved", or what went wrong and Retry: read out as it changes. */
function SaveStatusLine({ status, onRetry }: { status: SaveStatus; onRetry: () => void }) {
  const { t, errorText, referenceText } = useI18n();
  const line = (icon: ReactNode, text: string, color?: string) => (
    <Group gap={6} wrap="nowrap">
      {icon}
      <Text size="sm" c={color}>
        {text}
      </Text>
    </Group>
  );
  return (
    <Paper
      withBorder
      p="xs"
      radius="md"
      role="status"
      aria-live="polite"
      data-testid="profile-save-status"
      data-state={status.state}
      style={{ position: 'sticky', top: 8, zIndex: 2 }}
    >
      {status.state === 'saved' && line(<IconCheck size={16} aria-hidden="true" />, t('profile.save.saved'), 'brand.8')}
      {status.state === 'pending' && line(<IconCloudUpload size={16} aria-hidden="true" />, t('profile.save.pending'))}
      {status.state === 'saving' && line(<IconCloudUpload size={16} aria-hidden="true" />, t('profile.save.saving'))}
      {status.state === 'unfinished' &&
        line(<IconAlertTriangle size={16} aria-hidden="true" />, t('profile.save.invalid'), 'orange.9')}
      {status.state === 'failed' && (
        <Group justify="space-between" gap="xs" role="alert">
          <Stack gap={0}>
            <Text size="sm" c="red.8" fw={600}>
              {t('profile.save.failed')}
            </Text>
            <Text size="xs" c="dimmed">
              {errorText(status.error, 'common.checkConnection')}
              {referenceText(status.error) && <bdi style={{ display: 'block' }}>{referenceText(status.error)}</bdi>}
            </Text>
          </Stack>
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            {t('profile.save.retry')}
          </Button>
        </Group>
      )}
    </Paper>
  );
}

/**
 * The profile's fields, saved as the seeker goes (useProfileAutosave). Mounted once per visit with
 * the profile as loaded: a later refetch does not reset what is being typed. A draft this device
 * kept from a visit that could not save comes back in the inputs and is sent at once. The contact
 * details render with the page; the other sections (MoreFields) once `showRest` says so, in the
 * same form.
 */
export function ProfileFields({ saved, userId, showRest }: { saved: Profile; userId: string; showRest: boolean }) {
  const { t, message: keyText } = useI18n();
  const start = useMemo(() => {
    const draft = readDraft(userId, saved);
    return { values: draft ?? profileToForm(saved), restored: draft !== null };
  }, [saved, userId]);
  const form = useForm<ProfileForm>({ resolver: lazyResolver, mode: 'onTouched', defaultValues: start.values });
  const { status, saveNow } = useProfileAutosave(form, saved, userId, start.restored);
  const { errors } = form.formState;
  const message = (key: string | undefined) => (key ? keyText(key) : undefined);

  return (
    <form noValidate onSubmit={(event) => event.preventDefault()}>
      <Stack gap="md">
        <SaveStatusLine status={status} onRetry={() => void saveNow()} />
        <Section title={t('profile.section.contact')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label={t('apply.fullName')}
              autoComplete="name"
              error={message(errors.fullName?.message)}
              {...form.register('fullName')}
            />
            <TextInput
              label={t('apply.email')}
              type="email"
              autoComplete="email"
              dir="ltr"
              error={message(errors.email?.message)}
              {...form.register('email')}
            />
            <TextInput
              label={t('apply.contactNumber')}
              placeholder="+923001234567"
              type="tel"
              inputMode="tel"
              dir="ltr"
              autoComplete="tel"
              error={message(errors.contactNumber?.message)}
              {...form.register('contactNumber')}
            />
            <TextInput
              label={t('apply.whatsappNumber')}
              placeholder="+923001234567"
              type="tel"
              inputMode="tel"
              dir="ltr"
              error={message(errors.whatsappNumber?.message)}
              {...form.register('whatsappNumber')}
            />
          </SimpleGrid>
        </Section>
        {showRest ? (
          <Suspense fallback={<MoreFieldsPlaceholder />}>
            <MoreFields form={form} />
          </Suspense>
        ) : (
          <MoreFieldsPlaceholder />
        )}
      </Stack>
    </form>
  );
}
