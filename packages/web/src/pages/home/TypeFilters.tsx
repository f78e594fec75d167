import { Group } from '@mantine/core';
import { JOB_TYPES, type JobType } from '@modern-jobs/domain';
import { SimpleButton } from '../../components/button/SimpleButton.tsx';
import { useI18n } from '../../i18n/I18nProvider.tsx';

/** One job type at a time, or all (spec §2). A toggle group for screen readers. */
export function TypeFilters({
  value,
  onChange,
}: {
  value: JobType | undefined;
  onChange: (type: JobType | undefined) => void;
}) {
  const { t } = useI18n();
  const options: Array<{ value: JobType | undefined; label: string }> = [
    { value: undefined, label: t('jobs.allTypes') },
    ...JOB_TYPES.map((type) => ({ value: type, label: t(`jobType.${type}`) })),
  ];
  return (
    <Group gap="xs" role="group" aria-label={t('jobs.typeGroup')} wrap="wrap">
      {options.map((option) => {
        const active = option.value === value;
        return (
          <SimpleButton
            key={option.label}
            size="compact-md"
            radius="xl"
            variant={active ? 'filled' : 'default'}
            aria-pressed={active}
            onClick={() => onChange(option.value)}
          >
            {option.label}
          </SimpleButton>
        );
      })}
    </Group>
  );
}
