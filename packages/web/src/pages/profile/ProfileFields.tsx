import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Paper, Radio, SimpleGrid, Stack, TagsInput, Text, TextInput, Title } from '@mantine/core';
import { PROFILE_LIMITS, type Profile, profilePatchSchema } from '@modern-jobs/domain';
import { IconAlertTriangle, IconCheck, IconCloudUpload } from '@tabler/icons-react';
import { type ReactNode, useId, useMemo } from 'react';
import { Controller, type Resolver, type UseFormReturn, useForm } from 'react-hook-form';
import { useI18n } from '../../i18n/I18nProvider.tsx';
import { formToFields, type ProfileForm, profileToForm, readDraft } from './profile-form.ts';
import { EducationFields, WorkHistoryFields } from './RowsFields.tsx';
import { type SaveStatus, useProfileAutosave } from './useProfileAutosave.ts';

const schemaResolver = zodResolver(profilePatchSchema);

/** The domain's PATCH schema over the inputs as the API would receive them: its messages, its paths. */
const resolver: Resolver<ProfileForm> = async (values, context, options) => {
  const result = await schemaResolver(formToFields(values) as never, context, options as never);
  return Object.keys(result.errors).length > 0
    ? { values: {}, errors: result.errors as never }
    : { values, errors: {} };
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

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
 * kept from a visit that could not save comes back in the inputs and is sent at once.
 */
export function ProfileFields({ saved, userId }: { saved: Profile; userId: string }) {
  const { t, message: keyText } = useI18n();
  const start = useMemo(() => {
    const draft = readDraft(userId, saved);
    return { values: draft ?? profileToForm(saved), restored: draft !== null };
  }, [saved, userId]);
  const form = useForm<ProfileForm>({ resolver, mode: 'onTouched', defaultValues: start.values });
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
        <Section title={t('profile.section.about')}>
          <Stack gap="sm">
            <TextInput
              label={t('profile.headline')}
              description={t('profile.headlineHint')}
              error={message(errors.headline?.message)}
              {...form.register('headline')}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput
                label={t('profile.city')}
                autoComplete="address-level2"
                error={message(errors.city?.message)}
                {...form.register('city')}
              />
              <TextInput
                label={t('profile.yearsOfExperience')}
                inputMode="numeric"
                dir="ltr"
                error={message(errors.yearsOfExperience?.message)}
                {...form.register('yearsOfExperience')}
              />
            </SimpleGrid>
            <TagList form={form} name="skills" label={t('profile.skills')} max={PROFILE_LIMITS.skills} />
            <TagList form={form} name="languages" label={t('profile.languages')} max={PROFILE_LIMITS.languages} />
          </Stack>
        </Section>
        <Section title={t('profile.section.work')}>
          <WorkHistoryFields form={form} />
        </Section>
        <Section title={t('profile.section.education')}>
          <EducationFields form={form} />
        </Section>
        <Section title={t('profile.section.wishes')}>
          <Stack gap="sm">
            <TextInput
              label={t('profile.expectedSalary')}
              inputMode="numeric"
              dir="ltr"
              placeholder="60,000"
              error={message(errors.expectedSalary?.message)}
              {...form.register('expectedSalary')}
            />
            <Controller
              control={form.control}
              name="openToAbroad"
              render={({ field }) => (
                <Radio.Group
                  label={t('profile.openToAbroad')}
                  value={field.value}
                  onChange={(value) => field.onChange(value)}
                >
                  <Group gap="lg" mt={4}>
                    <Radio value="yes" label={t('profile.yes')} />
                    <Radio value="no" label={t('profile.no')} />
                  </Group>
                </Radio.Group>
              )}
            />
          </Stack>
        </Section>
      </Stack>
    </form>
  );
}

/** Skills or languages: each a tag, Enter after each one. */
function TagList({
  form,
  name,
  label,
  max,
}: {
  form: UseFormReturn<ProfileForm>;
  name: 'skills' | 'languages';
  label: string;
  max: number;
}) {
  const { t, message } = useI18n();
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <TagsInput
          label={label}
          description={t('profile.tagsHint')}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          maxTags={max}
          clearable
          acceptValueOnBlur
          error={fieldState.error?.message ? message(fieldState.error.message) : undefined}
        />
      )}
    />
  );
}
