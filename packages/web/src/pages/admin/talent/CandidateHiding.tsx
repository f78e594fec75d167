import { Button, Group } from '@mantine/core';
import type { AdminUser } from '@modern-jobs/domain';
import { showToast } from '../../../app/toast.ts';
import { useFailureToast } from '../failure-toast.ts';
import { useSetCandidateHidden } from './talent-api.ts';

/**
 * A person's profile in the CV bank, from the Users tab: hide it (out of every search within a
 * minute, whatever they chose) or show it again. The users list does not say which it is now, so
 * both are offered, and the last one done here is marked.
 */
export function CandidateHiding({ user, name }: { user: AdminUser; name: string }) {
  const setHidden = useSetCandidateHidden();
  const failed = useFailureToast();
  if (user.role === 'admin') return null;
  const done = setHidden.isSuccess ? setHidden.data.hidden : null;
  const change = async (hidden: boolean) => {
    try {
      await setHidden.mutateAsync({ id: user.id, hidden });
      await showToast({
        title: hidden ? 'Hidden from the CV bank' : 'Shown in the CV bank',
        message: hidden
          ? `Employers no longer find ${name} in the CV bank.`
          : `${name} is in the CV bank again if they chose to be.`,
        color: 'green',
      });
    } catch (error) {
      await failed(error, 'Could not change the CV bank listing.');
    }
  };
  return (
    <Group gap={6} wrap="wrap">
      <Button
        size="xs"
        variant={done === true ? 'filled' : 'default'}
        loading={setHidden.isPending && setHidden.variables?.hidden === true}
        onClick={() => void change(true)}
        aria-label={`Hide ${name} from the CV bank`}
        aria-pressed={done === true}
      >
        Hide from CV bank
      </Button>
      <Button
        size="xs"
        variant={done === false ? 'filled' : 'default'}
        loading={setHidden.isPending && setHidden.variables?.hidden === false}
        onClick={() => void change(false)}
        aria-label={`Show ${name} in the CV bank`}
        aria-pressed={done === false}
      >
        Show in CV bank
      </Button>
    </Group>
  );
}
