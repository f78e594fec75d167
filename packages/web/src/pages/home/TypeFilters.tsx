import { Button, Group } from '@mantine/core';
import { JOB_TYPE_LABELS, JOB_TYPES, type JobType } from '@modern-jobs/domain';

const OPTIONS: Array<{ value: JobType | undefined; label: string }> = [
  { value: undefined, label: 'All Jobs' },
  ...JOB_TYPES.map((type) => ({ value: type, label: JOB_TYPE_LABELS[type] })),
];

/** One job type at a time, or all (spec §2). A toggle group for screen readers. */
export function TypeFilters({
  value,
  onChange,
}: {
  value: JobType | undefined;
  onChange: (type: JobType | undefined) => void;
}) {
  return (
    <Group gap="xs" role="group" aria-label="Job type" wrap="wrap">
      {OPTIONS.map((option) => {
        const active = option.value === value;
        return (
          <Button
            key={option.label}
            size="compact-md"
            radius="xl"
            variant={active ? 'filled' : 'default'}
            aria-pressed={active}
            onClick={() => onChange(option.value)}
          >
            {option.label}
          </Button>
        );
      })}
    </Group>
  );
}
