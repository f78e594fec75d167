import { Badge } from '@mantine/core';
import { applicationStatusColour, applicationStatusKey } from '@modern-jobs/domain';
import { useI18n } from '../../i18n/I18nProvider.tsx';

/** An application's status in the colours of spec §4; a missing status reads Pending, orange. */
export function StatusBadge({ status }: { status: string | null | undefined }) {
  const { t } = useI18n();
  return (
    <Badge color={applicationStatusColour(status)} variant="light" style={{ flexShrink: 0 }}>
      {t(`status.${applicationStatusKey(status)}`)}
    </Badge>
  );
}
