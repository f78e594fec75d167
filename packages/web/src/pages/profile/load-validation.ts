import type { Resolver } from 'react-hook-form';
import type { ProfileForm } from './profile-form.ts';

let loading: Promise<typeof import('./profile-validation.ts')> | undefined;

/**
 * The profile's schema module (and zod), asked for once: by the first check of a field, the first
 * save or a CV's rename (whichever comes first), never by the page's first screen or its later parts.
 */
export const loadProfileValidation = () => {
  // A failed fetch (the connection dropped) is asked for again next time, not kept.
  loading ??= import('./profile-validation.ts').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
};

/** The form's resolver, the domain's schema once its module is here. */
export const lazyResolver: Resolver<ProfileForm> = async (values, context, options) =>
  (await loadProfileValidation()).resolver(values, context, options);
