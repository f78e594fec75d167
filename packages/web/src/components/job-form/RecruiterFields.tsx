import '../../i18n/trust-texts.ts';
import { NativeSelect, TextInput } from '@mantine/core';
import { type EmployerJobForm, type MessageKey, needsRecruiter } from '@modern-jobs/domain';
import { useFormContext, useWatch } from 'react-hook-form';
import { useI18n } from '../../i18n/I18nProvider.tsx';

/**
 * "Who is recruiting", for a job whose 'Where' is abroad (as chosen, or as its location reads): the
 * employer abroad directly, or a licensed OEP with its licence number. Hidden for jobs at home.
 */
export function RecruiterFields() {
  const { t, text } = useI18n();
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<EmployerJobForm>();
  const [workplace, location, kind] = useWatch({ control, name: ['workplace', 'location', 'recruiterKind'] });
  if (!(workplace || location.trim()) || !needsRecruiter({ workplace: workplace || null, location })) return null;
  const error = (name: 'recruiterKind' | 'oepLicence', fallback: MessageKey) => {
    const message = errors[name]?.message;
    return message ? text(message, fallback) : undefined;
  };
  const options = [
    { value: '', label: t('trust.form.choose') },
    { value: 'direct', label: t('trust.form.direct') },
    { value: 'oep', label: t('trust.form.oep') },
  ];
  return (
    <>
      <NativeSelect
        label={t('trust.form.recruiter')}
        description={t('trust.form.recruiterHint')}
        data={options}
        withAsterisk
        error={error('recruiterKind', 'validation.trust.recruiter')}
        {...register('recruiterKind')}
      />
      {kind === 'oep' && (
        <TextInput
          label={t('trust.form.licence')}
          description={t('trust.form.licenceHint')}
          withAsterisk
          dir="ltr"
          error={error('oepLicence', 'validation.trust.licence')}
          {...register('oepLicence')}
        />
      )}
    </>
  );
}
