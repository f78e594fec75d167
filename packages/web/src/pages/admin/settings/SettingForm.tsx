import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Paper, Stack, TextInput, Title } from '@mantine/core';
import {
  ADMIN_TOASTS,
  SETTING_FORM_TEXT,
  SETTING_SCHEMAS,
  type SettingKey,
  type SettingValue,
} from '@modern-jobs/domain';
import { useEffect } from 'react';
import { Controller, type FieldValues, type Path, type Resolver, useForm } from 'react-hook-form';
import { useSaveSetting } from '../../../api/admin.ts';
import { messageOf } from '../../../api/client.ts';
import { useSetting } from '../../../api/settings.ts';
import { showToast } from '../../../app/toast.ts';

export interface FieldSpec {
  name: string;
  label: string;
  kind?: 'text' | 'checkbox';
  placeholder?: string;
}

/**
 * One site-settings form: loads the current value, checks it with the key's schema (the spec's
 * messages), saves it as JSON text and says so.
 */
export function SettingForm<K extends SettingKey>({ settingKey, fields }: { settingKey: K; fields: FieldSpec[] }) {
  const current = useSetting(settingKey);
  const save = useSaveSetting(settingKey);
  const text = SETTING_FORM_TEXT[settingKey];
  const form = useForm<FieldValues>({
    // The six schemas differ in shape; the form handles them as plain field values.
    resolver: zodResolver(SETTING_SCHEMAS[settingKey] as never) as unknown as Resolver<FieldValues>,
    defaultValues: current.value as FieldValues,
  });

  useEffect(() => {
    if (!current.isLoading) form.reset(current.value as FieldValues);
  }, [current.isLoading, current.value, form]);

  const onSubmit = form.handleSubmit(async (value) => {
    try {
      await save.mutateAsync(value as SettingValue<K>);
      await showToast({
        title: ADMIN_TOASTS.updated,
        message: `${text.name} has been updated successfully.`,
        color: 'green',
      });
    } catch (error) {
      await showToast({ title: ADMIN_TOASTS.error, message: messageOf(error, text.failed), color: 'red' });
    }
  });

  const id = `setting-${settingKey}`;
  return (
    <Paper withBorder p="md" component="form" onSubmit={onSubmit} noValidate aria-labelledby={id}>
      {/* Disabled until the stored value is in, so nothing typed is overwritten when it arrives. */}
      <fieldset disabled={current.isLoading} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
        <Stack gap="sm">
          <Title order={3} size="h5" id={id}>
            {text.name}
          </Title>
          {fields.map((field) =>
            field.kind === 'checkbox' ? (
              <Controller
                key={field.name}
                control={form.control}
                name={field.name as Path<FieldValues>}
                render={({ field: input }) => (
                  <Checkbox
                    label={field.label}
                    checked={Boolean(input.value)}
                    onChange={(event) => input.onChange(event.currentTarget.checked)}
                  />
                )}
              />
            ) : (
              <TextInput
                key={field.name}
                label={field.label}
                placeholder={field.placeholder}
                error={form.formState.errors[field.name]?.message as string | undefined}
                {...form.register(field.name)}
              />
            ),
          )}
          <Button type="submit" disabled={form.formState.isSubmitting || current.isLoading}>
            {form.formState.isSubmitting ? 'Updating...' : `Update ${text.name}`}
          </Button>
        </Stack>
      </fieldset>
    </Paper>
  );
}
