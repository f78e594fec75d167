import { Alert, Button } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { Link } from '../../../components/link/Link.tsx';
import { useTalentI18n } from '../../../i18n/talent-i18n.ts';

/** Why an employer whose company is not verified cannot use the CV bank, and where to go about it. */
export function NotVerifiedPanel() {
  const { tt, path } = useTalentI18n();
  return (
    <Alert
      color="yellow"
      role="status"
      title={tt('talent.notVerified.title')}
      icon={<IconShieldCheck size={20} aria-hidden="true" />}
      data-testid="talent-not-verified"
    >
      {tt('talent.notVerified.text')}
      <div>
        <Button component={Link} to={path('/employer')} variant="light" size="xs" mt="sm">
          {tt('talent.notVerified.action')}
        </Button>
      </div>
    </Alert>
  );
}
