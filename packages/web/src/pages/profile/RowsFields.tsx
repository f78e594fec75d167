import { ActionIcon, Button, Checkbox, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { type FieldErrors, type UseFormReturn, useFieldArray, useWatch } from 'react-hook-form';
import { useI18n } from '../../i18n/I18nProvider.tsx';
import { EMPTY_EDUCATION_ROW, EMPTY_WORK_ROW, type ProfileForm } from './profile-form.ts';

type Form = UseFormReturn<ProfileForm>;
type RowErrors = Record<string, { message?: string } | undefined> | undefined;

/** A field's message from the schema, in the page's language. */
function useFieldError() {
  const { text } = useI18n();
  return (errors: RowErrors, name: string) => {
    const message = errors?.[name]?.message;
    return message ? text(message) : undefined;
  };
}

function rowErrors(errors: FieldErrors<ProfileForm>, list: 'workHistory' | 'education', index: number): RowErrors {
  const rows = errors[list] as unknown as RowErrors[] | undefined;
  return Array.isArray(rows) ? rows[index] : undefined;
}

/** One job's 'to' month: not asked while it is the current one. */
function WorkRowFields({ form, index, onRemove }: { form: Form; index: number; onRemove: () => void }) {
  const { t } = useI18n();
  const error = useFieldError();
  const current = useWatch({ control: form.control, name: `workHistory.${index}.current` });
  const errors = rowErrors(form.formState.errors, 'workHistory', index);
  const number = index + 1;
  return (
    <Paper withBorder p="sm" radius="md" role="group" aria-label={t('profile.work.entry', { number })}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600} size="sm">
            {t('profile.work.entry', { number })}
          </Text>
          <ActionIcon variant="subtle" color="red" onClick={onRemove} aria-label={t('profile.work.remove', { number })}>
            <IconTrash size={18} aria-hidden="true" />
          </ActionIcon>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          <TextInput
            label={t('profile.work.jobTitle')}
            error={error(errors, 'title')}
            {...form.register(`workHistory.${index}.title`)}
          />
          <TextInput
            label={t('profile.work.company')}
            error={error(errors, 'company')}
            {...form.register(`workHistory.${index}.company`)}
          />
          <TextInput
            type="month"
            dir="ltr"
            placeholder="2021-03"
            label={t('profile.work.from')}
            error={error(errors, 'from')}
            {...form.register(`workHistory.${index}.from`)}
          />
          <TextInput
            type="month"
            dir="ltr"
            placeholder="2024-06"
            label={t('profile.work.to')}
            disabled={current}
            error={error(errors, 'to')}
            {...form.register(`workHistory.${index}.to`)}
          />
        </SimpleGrid>
        <Checkbox label={t('profile.work.current')} {...form.register(`workHistory.${index}.current`)} />
      </Stack>
    </Paper>
  );
}

export function WorkHistoryFields({ form }: { form: Form }) {
  const { t } = useI18n();
  const rows = useFieldArray({ control: form.control, name: 'workHistory' });
  return (
    <Stack gap="sm">
      {rows.fields.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('profile.work.none')}
        </Text>
      )}
      {rows.fields.map((row, index) => (
        <WorkRowFields key={row.id} form={form} index={index} onRemove={() => rows.remove(index)} />
      ))}
      <Button
        variant="light"
        leftSection={<IconPlus size={16} aria-hidden="true" />}
        onClick={() => rows.append({ ...EMPTY_WORK_ROW }, { shouldFocus: true })}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('profile.work.add')}
      </Button>
    </Stack>
  );
}

export function EducationFields({ form }: { form: Form }) {
  const { t } = useI18n();
  const error = useFieldError();
  const rows = useFieldArray({ control: form.control, name: 'education' });
  return (
    <Stack gap="sm">
      {rows.fields.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('profile.education.none')}
        </Text>
      )}
      {rows.fields.map((row, index) => {
        const errors = rowErrors(form.formState.errors, 'education', index);
        const number = index + 1;
        return (
          <Paper
            key={row.id}
            withBorder
            p="sm"
            radius="md"
            role="group"
            aria-label={t('profile.education.entry', { number })}
          >
            <Stack gap="xs">
              <Group justify="space-between" wrap="nowrap">
                <Text fw={600} size="sm">
                  {t('profile.education.entry', { number })}
                </Text>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  onClick={() => rows.remove(index)}
                  aria-label={t('profile.education.remove', { number })}
                >
                  <IconTrash size={18} aria-hidden="true" />
                </ActionIcon>
              </Group>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
                <TextInput
                  label={t('profile.education.qualification')}
                  error={error(errors, 'qualification')}
                  {...form.register(`education.${index}.qualification`)}
                />
                <TextInput
                  label={t('profile.education.institution')}
                  error={error(errors, 'institution')}
                  {...form.register(`education.${index}.institution`)}
                />
                <TextInput
                  inputMode="numeric"
                  dir="ltr"
                  placeholder="2015"
                  label={t('profile.education.from')}
                  error={error(errors, 'from')}
                  {...form.register(`education.${index}.from`)}
                />
                <TextInput
                  inputMode="numeric"
                  dir="ltr"
                  placeholder="2019"
                  label={t('profile.education.to')}
                  error={error(errors, 'to')}
                  {...form.register(`education.${index}.to`)}
                />
              </SimpleGrid>
            </Stack>
          </Paper>
        );
      })}
      <Button
        variant="light"
        leftSection={<IconPlus size={16} aria-hidden="true" />}
        onClick={() => rows.append({ ...EMPTY_EDUCATION_ROW }, { shouldFocus: true })}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('profile.education.add')}
      </Button>
    </Stack>
  );
}
