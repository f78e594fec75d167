import { ActionIcon, Button, Checkbox, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { Controller, type FieldErrors, type UseFormReturn, useFieldArray, useWatch } from 'react-hook-form';
import { useI18n } from '../../i18n/I18nProvider.tsx';
import { EMPTY_EDUCATION_ROW, EMPTY_WORK_ROW, type ProfileForm } from './profile-form.ts';

type Form = UseFormReturn<ProfileForm>;
type RowErrors = Record<string, { message?: string } | undefined> | undefined;

/**
 * A field's message from the schema, in the page's language, once the seeker has typed in that field
 * and left it. The row is checked whole: a message under a field not reached yet ('give an end month'
 * while typing the title), or under one only passed through, would be wrong, and would move the row
 * under the pointer between pressing and releasing (the click on 'current' was lost). A row left
 * incomplete is said by the save status instead.
 */
function useFieldError() {
  const { message } = useI18n();
  return (row: Row, name: string) => {
    const key = row.errors?.[name]?.message;
    return key && row.touched?.[name] && row.dirty?.[name] ? message(key) : undefined;
  };
}

interface Row {
  errors: RowErrors;
  touched: Record<string, boolean | undefined> | undefined;
  dirty: Record<string, boolean | undefined> | undefined;
}

function rowState(form: Form, list: 'workHistory' | 'education', index: number): Row {
  const { errors, touchedFields, dirtyFields } = form.formState;
  const rows = (errors as FieldErrors<ProfileForm>)[list] as unknown as RowErrors[] | undefined;
  const touched = touchedFields[list] as unknown as Row['touched'][] | undefined;
  const dirty = dirtyFields[list] as unknown as Row['dirty'][] | undefined;
  return {
    errors: Array.isArray(rows) ? rows[index] : undefined,
    touched: Array.isArray(touched) ? touched[index] : undefined,
    dirty: Array.isArray(dirty) ? dirty[index] : undefined,
  };
}

/** One job's 'to' month: not asked while it is the current one. */
function WorkRowFields({ form, index, onRemove }: { form: Form; index: number; onRemove: () => void }) {
  const { t } = useI18n();
  const error = useFieldError();
  const current = useWatch({ control: form.control, name: `workHistory.${index}.current` });
  const errors = rowState(form, 'workHistory', index);
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
        {/* Controlled: a registered (uncontrolled) checkbox lost its tick as the row re-rendered. */}
        <Controller
          control={form.control}
          name={`workHistory.${index}.current`}
          render={({ field }) => (
            <Checkbox
              label={t('profile.work.current')}
              name={field.name}
              ref={field.ref}
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              onBlur={field.onBlur}
            />
          )}
        />
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
        const errors = rowState(form, 'education', index);
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
