import { NativeSelect, TextInput } from '@mantine/core';
import { type EmployerJobForm, needsRecruiter, type TrustKey } from '@modern-jobs/domain';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTrustI18n } from '../../i18n/trust-i18n.ts';

/**
 * "Who is recruiting", for a job whose 'Where' is abroad (as chosen, or as its location reads): the
 * employer abroad directly, or a licensed OEP with its licence number. Hidden for jobs at home.
 */
export function RecruiterFields() {
  const { tt, tmessage } = useTrustI18n();
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<EmployerJobForm>();
  const [workplace, location, kind] = useWatch({ control, name: ['workplace', 'location', 'recruiterKind'] });
  if (!(workplace || location.trim()) || !needsRecruiter({ workplace: workplace || null, location })) return null;
  const error = (name: 'recruiterKind' | 'oepLicence', fallback: TrustKey) => {
    const message = errors[name]?.message;
    return message ? tmessage(message, fallback) : undefined;
  };
  const options = [
    { value: '', label: tt('trust.form.choose') },
    { value: 'direct', label: tt('trust.form.direct') },
    { value: 'oep', label: tt('trust.form.oep') },
  ];
  return (
    <>
      <NativeSelect
        label={tt('trust.form.recruiter')}
        description={tt('trust.form.recruiterHint')}
        data={options}
        withAsterisk
        error={error('recruiterKind', 'validation.trust.recruiter')}
        {...register('recruiterKind')}
      />
      {kind === 'oep' && (
        <TextInput
          label={tt('trust.form.licence')}
          description={tt('trust.form.licenceHint')}
          withAsterisk
          dir="ltr"
          error={error('oepLicence', 'validation.trust.licence')}
          {...register('oepLicence')}
        />
      )}
    </>
  );
}
