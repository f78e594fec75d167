import { Badge } from '@mantine/core';
import { applicationStatusColour, applicationStatusLabel } from '@modern-jobs/domain';

/** An application's status in the colours of spec §4; a missing status reads Pending, orange. */
export function StatusBadge({ status }: { status: string | null | undefined }) {
  return (
    <Badge color={applicationStatusColour(status)} variant="light" style={{ flexShrink: 0 }}>
      {applicationStatusLabel(status)}
    </Badge>
  );
}
