import { Badge, Group } from '@mantine/core';
import type { AlertCriteria } from '@modern-jobs/domain';
import { useI18n } from '../../i18n/I18nProvider.tsx';
import { criteriaParts } from './criteria.ts';

/**
 * What an alert looks for, one item each ("City: Karachi"), named as the search names them. What the
 * seeker typed is isolated, so a Latin keyword reads in its own order on an Urdu page.
 */
export function CriteriaSummary({
  criteria,
  label,
  labelledBy,
}: {
  criteria: AlertCriteria;
  label?: string;
  labelledBy?: string;
}) {
  const i18n = useI18n();
  return (
    <Group
      component="ul"
      gap={6}
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={label}
      aria-labelledby={labelledBy}
    >
      {criteriaParts(i18n, criteria).map(({ label: name, value }) => (
        <Badge key={name} component="li" variant="light" color="gray" size="lg" tt="none" fw={500} maw="100%">
          {name}: <bdi>{value}</bdi>
        </Badge>
      ))}
    </Group>
  );
}
