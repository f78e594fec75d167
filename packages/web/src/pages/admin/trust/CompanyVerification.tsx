import { Badge, Button } from '@mantine/core';
import type { AdminUser } from '@modern-jobs/domain';
import { useState } from 'react';
import { useTrustI18n } from '../../../i18n/trust-i18n.ts';
import { VerifyModal } from './VerifyModal.tsx';

/** An employer's company in the Users tab: its verified badge, or the action to verify it. */
export function CompanyVerification({ user }: { user: AdminUser }) {
  const { t, tt } = useTrustI18n();
  const [verifying, setVerifying] = useState(false);
  if (user.role !== 'employer') return null;
  if (user.companyVerified)
    return (
      <Badge color="green" variant="light" tt="none">
        {t('trust.company.verified')}
      </Badge>
    );
  return (
    <>
      <Button size="xs" variant="light" color="green" onClick={() => setVerifying(true)}>
        {tt('trust.verify.company')}
      </Button>
      {verifying && (
        <VerifyModal
          title={tt('trust.verify.company')}
          subject={[user.companyName ?? user.email ?? user.id, user.companyRegistration].filter(Boolean).join(' · ')}
          path={`/api/admin/users/${encodeURIComponent(user.id)}/verify-company`}
          version={user.companyVersion}
          refresh={[['/api/admin/users'], ['/api/admin/moderation']]}
          onClose={() => setVerifying(false)}
        />
      )}
    </>
  );
}
