import '../../i18n/employer-texts.ts';
import { NativeSelect, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { type EmployerJobForm, JOB_TYPES, type MessageKey, WORKPLACES } from '@modern-jobs/domain';
import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { useI18n } from '../../i18n/I18nProvider.tsx';
import { RecruiterFields } from './RecruiterFields.tsx';

/**
 * The job's own fields, as the operator's form and the employer's form both have them: the same
 * labels, rules and messages (the domain's job form schema), in the page's language. Used inside a
 * react-hook-form FormProvider whose values include EmployerJobForm's (the admin's form adds the
 * company, logo, boost and status around these). `afterTitle` is where the admin's Company goes.
 */
export function JobFormFields({ afterTitle }: { afterTitle?: ReactNode }) {
  const { t, message: keyText } = useI18n();
  const {
    register,
    formState: { errors },
  } = useFormContext<EmployerJobForm>();
  /** A field's message (the domain schema's key) in the page's language. */
  const error = (name: keyof EmployerJobForm, fallback: MessageKey) => {
    const message = errors[name]?.message;
    return message ? keyText(message, fallback) : undefined;
  };
  const typeOptions = [
    { value: '', label: t('jobForm.selectType') },
    ...JOB_TYPES.map((type) => ({ value: type, label: t(`jobType.${type}`) })),
  ];
  const workplaceOptions = [
    { value: '', label: t('jobForm.asLocationSays') },
    ...WORKPLACES.map((workplace) => ({ value: workplace, label: t(`workplace.${workplace}`) })),
  ];
  return (
    <>
      <TextInput
        label={t('jobForm.title')}
        withAsterisk
        dir="auto"
        error={error('title', 'validation.job.title')}
        {...register('title')}
      />
      {afterTitle}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('jobForm.location')}
          placeholder={t('jobForm.locationPlaceholder')}
          withAsterisk
          dir="auto"
          error={error('location', 'validation.job.location')}
          {...register('location')}
        />
        <NativeSelect
          label={t('jobForm.jobType')}
          data={typeOptions}
          withAsterisk
          error={error('jobType', 'validation.job.jobType')}
          {...register('jobType')}
        />
      </SimpleGrid>
      <NativeSelect
        label={t('jobForm.where')}
        description={t('jobForm.whereHint')}
        data={workplaceOptions}
        {...register('workplace')}
      />
      <RecruiterFields />
      <SimpleGrid cols={2}>
        <TextInput
          label={t('jobForm.salaryMin')}
          inputMode="numeric"
          placeholder={t('jobForm.salaryMinPlaceholder')}
          {...register('salaryMin')}
        />
        <TextInput
          label={t('jobForm.salaryMax')}
          inputMode="numeric"
          placeholder={t('jobForm.salaryMaxPlaceholder')}
          {...register('salaryMax')}
        />
      </SimpleGrid>
      <TextInput
        label={t('jobForm.skills')}
        placeholder={t('jobForm.skillsPlaceholder')}
        description={t('jobForm.skillsHint')}
        dir="auto"
        {...register('skills')}
      />
      <Textarea
        label={t('jobForm.description')}
        rows={4}
        withAsterisk
        dir="auto"
        error={error('description', 'validation.job.description')}
        {...register('description')}
      />
      <Textarea label={t('jobForm.requirements')} rows={3} dir="auto" {...register('requirements')} />
      <Textarea label={t('jobForm.benefits')} rows={3} dir="auto" {...register('benefits')} />
      <TextInput label={t('jobForm.deadline')} type="date" {...register('applicationDeadline')} />
    </>
  );
}
