import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, NativeSelect, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { CITIES, type Company, companyInputSchema, type MessageKey } from '@modern-jobs/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useSaveCompany } from '../../api/employer.ts';
import { showToast } from '../../app/toast.ts';
import { FileUpload } from '../../components/file-upload/FileUpload.tsx';
import { CompanyLogo } from '../../components/job-card/CompanyLogo.tsx';
import { useFileUpload } from '../../hooks/useFileUpload.ts';
import { useI18n } from '../../i18n/I18nProvider.tsx';
import { FailureAlert, showFieldIssues } from './form-failure.tsx';

type Fields = z.input<typeof companyInputSchema>;
type Saved = z.output<typeof companyInputSchema>;

const FIELDS = ['name', 'website', 'city', 'about'] as const;
/** The schema's lengths, kept by the inputs themselves so no length message is ever needed. */
const MAX = { name: 120, website: 300, about: 2_000 } as const;

const formOf = (company: Company | null): Fields => ({
  name: company?.name ?? '',
  logo: company?.logo ?? null,
  website: company?.website ?? '',
  // No city until one is chosen: the select shows its prompt, and the schema says 'Choose a city'.
  city: company?.city ?? ('' as Fields['city']),
  about: company?.about ?? '',
});

/**
 * The company profile (PUT /api/employer/company): a new employer's first step, and its edit. The
 * logo goes up with progress as the operator's does, and this save checks it (the URL it went to is
 * what is sent, once the upload has finished: the submit waits for it).
 */
export function CompanyForm({ company, onDone }: { company: Company | null; onDone?: () => void }) {
  const { t, message: keyText } = useI18n();
  const save = useSaveCompany();
  const form = useForm<Fields, unknown, Saved>({
    resolver: zodResolver(companyInputSchema),
    defaultValues: formOf(company),
  });
  const logo = useFileUpload('logo', { checkedOnSave: true });
  const [failure, setFailure] = useState<unknown>(null);
  const { errors, isSubmitting } = form.formState;
  const creating = !company;
  const error = (name: 'name' | 'website' | 'city', fallback: MessageKey) => {
    const message = errors[name]?.message;
    return message ? keyText(message, fallback) : undefined;
  };

  const onSubmit = form.handleSubmit(async (fields) => {
    setFailure(null);
    const uploaded = await logo.finished();
    try {
      const saved = await save.mutateAsync({
        ...fields,
        logo: uploaded.status === 'done' ? uploaded.objectPath : (company?.logo ?? null),
      });
      logo.reset();
      form.reset(formOf(saved));
      const done = creating ? 'created' : 'saved';
      await showToast({ title: t(`company.${done}.title`), message: t(`company.${done}.message`), color: 'green' });
      onDone?.();
    } catch (failed) {
      showFieldIssues(form.setError, failed, FIELDS);
      setFailure(failed);
    }
  });

  return (
    <Paper withBorder p="md" component="form" onSubmit={onSubmit} noValidate aria-labelledby="company-form-title">
      <Stack gap="sm">
        <Stack gap={4}>
          <Title order={2} size="h3" id="company-form-title">
            {creating ? t('company.setUpTitle') : t('company.editTitle')}
          </Title>
          {creating && (
            <Text size="sm" c="dimmed">
              {t('company.setUpText')}
            </Text>
          )}
        </Stack>
        <TextInput
          label={t('company.name')}
          withAsterisk
          autoComplete="organization"
          dir="auto"
          maxLength={MAX.name}
          error={error('name', 'validation.company.name')}
          {...form.register('name')}
        />
        <Group align="flex-end" wrap="nowrap" gap="sm">
          {company?.logo && <CompanyLogo companyLogo={company.logo} size={56} />}
          <div style={{ flex: 1, minWidth: 0 }}>
            <FileUpload
              purpose="logo"
              label={t('company.logo')}
              hint={company?.logo ? t('company.logoKept') : t('company.logoHint')}
              state={logo.state}
              onSelect={(file) => void logo.upload(file)}
              onRetry={logo.retry}
            />
          </div>
        </Group>
        <TextInput
          label={t('company.website')}
          placeholder={t('company.websitePlaceholder')}
          type="url"
          inputMode="url"
          autoComplete="url"
          dir="ltr"
          maxLength={MAX.website}
          error={error('website', 'validation.company.website')}
          {...form.register('website')}
        />
        <NativeSelect
          label={t('company.city')}
          withAsterisk
          data={[
            { value: '', label: t('company.selectCity') },
            ...CITIES.map((city) => ({ value: city, label: t(`city.${city}`) })),
          ]}
          error={error('city', 'validation.company.city')}
          {...form.register('city')}
        />
        <Textarea
          label={t('company.about')}
          description={t('company.aboutHint')}
          rows={4}
          dir="auto"
          maxLength={MAX.about}
          {...form.register('about')}
        />
        {failure !== null && <FailureAlert title={t('company.saveFailed')} error={failure} />}
        <Group gap="sm">
          <Button type="submit" loading={isSubmitting} disabled={logo.busy}>
            {creating ? t('company.create') : t('company.save')}
          </Button>
          {onDone && (
            <Button variant="default" onClick={onDone} disabled={isSubmitting}>
              {t('company.cancel')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
