import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Paper, Stack, TextInput, Title } from '@mantine/core';
import {
  ADMIN_TOASTS,
  SETTING_FORM_TEXT,
  SETTING_SCHEMAS,
  type SettingKey,
  type SettingValue,
} from '@modern-jobs/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Controller, type FieldValues, type Path, type Resolver, useForm } from 'react-hook-form';
import { freshSetting, useSaveSetting } from '../../../api/admin.ts';
import { isConflict, messageOf } from '../../../api/client.ts';
import { settingQuery, useSetting } from '../../../api/settings.ts';
import { showToast } from '../../../app/toast.ts';
import { ConflictAlert } from '../../../components/conflict-alert/ConflictAlert.tsx';
import { ErrorPanel } from '../../../components/status-panel/StatusPanel.tsx';
import { useI18n } from '../../../i18n/I18nProvider.tsx';
import { english } from '../english.ts';
import { PaisaInput } from './PaisaInput.tsx';

export interface FieldSpec {
  name: string;
  label: string;
  /** 'paisa': an amount typed in rupees, held as paisa; 'paisa-list': several, separated by commas;
   * 'count': a whole number (a daily cap), held as a number */
  kind?: 'text' | 'checkbox' | 'paisa' | 'paisa-list' | 'count';
  placeholder?: string;
}

/** Empty fields, shown while the stored value cannot be read: the defaults would pass for it. */
const BLANK = { text: '', checkbox: false, paisa: Number.NaN, 'paisa-list': [], count: Number.NaN };
const blankOf = (fields: FieldSpec[]): FieldValues =>
  Object.fromEntries(fields.map((field) => [field.name, BLANK[field.kind ?? 'text']]));

/** A field's message; a list's may be on one of its items (the third preset is no amount). */
function errorOf(errors: FieldValues, name: string): string | undefined {
  const error = errors[name];
  if (typeof error?.message === 'string') return english(error.message);
  if (Array.isArray(error)) return english(error.find((item) => typeof item?.message === 'string')?.message);
  return undefined;
}

/**
 * One site-settings form: loads the current value, checks it with the key's schema (the spec's
 * messages), saves it as JSON text and says so.
 */
export function SettingForm<K extends SettingKey>({ settingKey, fields }: { settingKey: K; fields: FieldSpec[] }) {
  const current = useSetting(settingKey);
  const save = useSaveSetting(settingKey);
  const text = SETTING_FORM_TEXT[settingKey];
  const client = useQueryClient();
  const { referenceText } = useI18n();
  const [conflict, setConflict] = useState<string | null>(null);
  const form = useForm<FieldValues>({
    // The six schemas differ in shape; the form handles them as plain field values.
    resolver: zodResolver(SETTING_SCHEMAS[settingKey] as never) as unknown as Resolver<FieldValues>,
    defaultValues: current.value as FieldValues,
  });

  // A value that failed to load is not the defaults: the form keeps nothing to overwrite it with.
  const locked = current.isLoading || current.error !== null;
  useEffect(() => {
    if (current.error) form.reset(blankOf(fields));
    else if (!locked) form.reset(current.value as FieldValues);
  }, [locked, current.error, current.value, fields, form]);

  // Fetches the stored value again; the effect above then puts it in the form.
  const reload = async () => {
    try {
      client.setQueryData(settingQuery(settingKey).queryKey, await freshSetting(settingKey));
      setConflict(null);
    } catch (error) {
      await showToast({
        title: ADMIN_TOASTS.error,
        message: messageOf(error, text.failed),
        color: 'red',
        reference: referenceText(error),
      });
    }
  };

  const onSubmit = form.handleSubmit(async (value) => {
    try {
      await save.mutateAsync({ value: value as SettingValue<K>, version: current.version });
      setConflict(null);
      await showToast({
        title: ADMIN_TOASTS.updated,
        message: `${text.name} has been updated successfully.`,
        color: 'green',
      });
    } catch (error) {
      const message = messageOf(error, text.failed);
      if (isConflict(error)) setConflict(message);
      await showToast({ title: ADMIN_TOASTS.error, message, color: 'red', reference: referenceText(error) });
    }
  });

  const id = `setting-${settingKey}`;
  return (
    <Paper withBorder p="md" component="form" onSubmit={onSubmit} noValidate aria-labelledby={id}>
      {current.error && (
        <ErrorPanel title={`Could not load ${text.name}.`} error={current.error} onRetry={() => current.refetch()} />
      )}
      {/* Disabled until the stored value is in, so nothing typed is overwritten when it arrives, and
          while it cannot be read, so the defaults are never saved over it. */}
      <fieldset disabled={locked} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
        <Stack gap="sm">
          <Title order={3} size="h5" id={id}>
            {text.name}
          </Title>
          {conflict && (
            <ConflictAlert
              title="Someone else changed this setting"
              message={conflict}
              reloadLabel={`Reload ${text.name}`}
              onReload={() => void reload()}
            />
          )}
          {fields.map((field) =>
            field.kind === 'paisa' || field.kind === 'paisa-list' ? (
              <Controller
                key={field.name}
                control={form.control}
                name={field.name as Path<FieldValues>}
                render={({ field: input }) => (
                  <PaisaInput
                    label={field.label}
                    list={field.kind === 'paisa-list'}
                    value={input.value}
                    error={errorOf(form.formState.errors, field.name)}
                    onChange={input.onChange}
                    onBlur={input.onBlur}
                  />
                )}
              />
            ) : field.kind === 'checkbox' ? (
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
                error={english(form.formState.errors[field.name]?.message as string | undefined)}
                {...(field.kind === 'count' ? { inputMode: 'numeric' as const, dir: 'ltr' } : {})}
                {...form.register(field.name, field.kind === 'count' ? { valueAsNumber: true } : {})}
              />
            ),
          )}
          <Button type="submit" disabled={form.formState.isSubmitting || locked}>
            {form.formState.isSubmitting ? 'Updating...' : `Update ${text.name}`}
          </Button>
        </Stack>
      </fieldset>
    </Paper>
  );
}
