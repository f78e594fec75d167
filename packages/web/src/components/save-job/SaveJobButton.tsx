import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { authQuery, useAuth } from '../../api/auth.ts';
import { useI18n } from '../../i18n/I18nProvider.tsx';
import { takePendingSave } from './pending-save.ts';
import classes from './SaveJobButton.module.css';

// The toggle and the hook that finishes a save begun signed out live together: the layout uses the
// hook on every page, so the toggle rides in the app's own script rather than a chunk of its own
// shared by the home and job pages (a chunk costs its own import preamble and compresses alone).

/**
 * The job page's save toggle: a button whose name says which job, and whose pressed state says
 * whether it is saved (the signed-in seeker's saved jobs).
 */
export function SaveJobButton({ jobId, title, large = false }: { jobId: string; title: string; large?: boolean }) {
  const { user } = useAuth();
  return <SaveToggle jobId={jobId} title={title} saved={user?.savedJobIds.includes(jobId) ?? false} large={large} />;
}

/**
 * The save toggle itself, told whether the job is saved: a list reads the seeker once for all its
 * cards (a query observer per card cost each card a subscription and the list a round of refetches
 * of the seeker as it mounted). Plain HTML and one inline icon (outlined, or filled when saved): it
 * is on every card of the first screen, where each kilobyte counts. Who is signed in is read when
 * it is pressed.
 */
export function SaveToggle({
  jobId,
  title,
  saved,
  large = false,
}: {
  jobId: string;
  title: string;
  saved: boolean;
  large?: boolean;
}) {
  const client = useQueryClient();
  const i18n = useI18n();

  const press = async () => {
    const action = await import('./save-job-action.ts');
    const user = client.getQueryData(authQuery().queryKey);
    await (user ? action.toggleSaved(client, i18n, jobId, !saved) : action.saveAfterSignIn(i18n, jobId));
  };

  return (
    <button
      type="button"
      className={`${classes.toggle} ${large ? classes.large : ''}`}
      aria-label={i18n.t('save.label', { title })}
      aria-pressed={saved}
      onClick={() => void press()}
    >
      <svg viewBox="0 0 24 24" fill={saved ? 'currentColor' : 'none'} stroke="currentColor" aria-hidden="true">
        <path d="M18 7v14l-6 -4l-6 4v-14a4 4 0 0 1 4 -4h4a4 4 0 0 1 4 4z" />
      </svg>
    </button>
  );
}

/** Saves the job a seeker pressed save on before signing in, once they are back signed in. */
export function usePendingSave(): void {
  const { user } = useAuth();
  const client = useQueryClient();
  const i18n = useI18n();
  useEffect(() => {
    if (!user) return;
    const jobId = takePendingSave();
    if (!jobId || user.savedJobIds.includes(jobId)) return;
    void import('./save-job-action.ts').then(({ toggleSaved }) => toggleSaved(client, i18n, jobId, true));
  }, [user, client, i18n]);
}
