import type { Profile } from '@modern-jobs/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { patchProfile } from '../../api/profile.ts';
import { loadProfileValidation } from './load-validation.ts';
import { clearDraft, type ProfileForm, writeDraft } from './profile-form.ts';

/** How long typing pauses before what changed is sent: one request per thought, not per key. */
export const AUTOSAVE_DELAY_MS = 800;

/** Saves sent one after another without the seeker typing: more means the answers never settle. */
const MAX_ROUNDS = 4;

export type SaveStatus =
  | { state: 'saved' }
  | { state: 'pending' }
  | { state: 'saving' }
  | { state: 'unfinished' }
  | { state: 'failed'; error: unknown };

/**
 * Saves the profile as the seeker types: each pause sends the fields changed since the last save
 * that are valid, and everything typed stays in this device's storage (the draft) until the API
 * has it, so a dropped connection or a closed tab loses nothing. A failure says so and keeps the
 * draft; `saveNow` (the Retry button, or the connection coming back) sends it again.
 */
export function useProfileAutosave(
  form: UseFormReturn<ProfileForm>,
  saved: Profile,
  userId: string,
  restored: boolean,
) {
  const client = useQueryClient();
  const base = useRef(saved);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const sending = useRef(false);
  /** Saves in a row with no typing between: an answer that never matches what is typed must not loop. */
  const rounds = useRef(0);
  const [status, setStatus] = useState<SaveStatus>({ state: restored ? 'pending' : 'saved' });

  const saveNow = useCallback(async (): Promise<void> => {
    clearTimeout(timer.current);
    timer.current = undefined;
    let changedFields: Awaited<ReturnType<typeof loadProfileValidation>>['changedFields'];
    try {
      ({ changedFields } = await loadProfileValidation());
    } catch (error) {
      // The schema's module could not be fetched (offline): the draft keeps everything, Retry asks again.
      setStatus({ state: 'failed', error });
      return;
    }
    // One request at a time; what changes meanwhile is sent when it answers (below).
    if (sending.current) return;
    const { patch, unfinished } = changedFields(base.current, form.getValues());
    if (Object.keys(patch).length === 0) {
      if (unfinished.length > 0) setStatus({ state: 'unfinished' });
      else {
        clearDraft(userId);
        setStatus({ state: 'saved' });
      }
      return;
    }
    if (rounds.current >= MAX_ROUNDS) return setStatus({ state: 'pending' });
    sending.current = true;
    rounds.current++;
    setStatus({ state: 'saving' });
    try {
      base.current = await patchProfile(client, patch);
    } catch (error) {
      rounds.current = 0;
      setStatus({ state: 'failed', error });
      return;
    } finally {
      sending.current = false;
    }
    return saveNow();
  }, [client, form, userId]);

  useEffect(() => {
    const subscription = form.watch(() => {
      writeDraft(userId, form.getValues(), base.current);
      rounds.current = 0;
      setStatus((now) => (now.state === 'saving' ? now : { state: 'pending' }));
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void saveNow(), AUTOSAVE_DELAY_MS);
    });
    return () => subscription.unsubscribe();
  }, [form, saveNow, userId]);

  // A draft restored from an earlier visit is sent at once; leaving the page sends what waits.
  useEffect(() => {
    if (restored) void saveNow();
    const online = () => void saveNow();
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      if (timer.current !== undefined) {
        clearTimeout(timer.current);
        void saveNow();
      }
    };
  }, [restored, saveNow]);

  return { status, saveNow };
}
