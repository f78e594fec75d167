import { zodResolver } from '@hookform/resolvers/zod';
import {
  PROFILE_FIELDS,
  type Profile,
  type ProfileField,
  type ProfilePatch,
  profilePatchSchema,
} from '@modern-jobs/domain';

// A saved CV's rename is checked with the same module, loaded when Save is pressed.
export { savedCvChangeSchema } from '@modern-jobs/domain';

import type { Resolver } from 'react-hook-form';
import { formToFields, type ProfileForm, sameValue } from './profile-form.ts';

// The domain's schema, and zod with it, in a module of its own: the profile's first screen shows
// what is saved without checking anything, so it loads this (loadProfileValidation) only when the
// seeker types or leaves a field, or the page is idle, rather than with the page's first code.

const schemaResolver = zodResolver(profilePatchSchema);

/** The domain's PATCH schema over the inputs as the API would receive them: its messages, its paths. */
export const resolver: Resolver<ProfileForm> = async (values, context, options) => {
  const result = await schemaResolver(formToFields(values) as never, context, options as never);
  return Object.keys(result.errors).length > 0
    ? { values: {}, errors: result.errors as never }
    : { values, errors: {} };
};

/** The saved value a cleared field becomes: null, or an empty list. */
const clearedAs = (profile: Profile, field: ProfileField) => (Array.isArray(profile[field]) ? [] : null);

/**
 * What autosave sends: each field the seeker changed from what is saved, as the domain's schema
 * reads it (trimmed), if that field is valid now. A changed field that is not valid yet (a job
 * without its company, a half-typed e-mail) waits, named in `unfinished`, until it is.
 */
export function changedFields(saved: Profile, form: ProfileForm): { patch: ProfilePatch; unfinished: ProfileField[] } {
  const fields = formToFields(form);
  const patch: Record<string, unknown> = {};
  const unfinished: ProfileField[] = [];
  for (const field of PROFILE_FIELDS) {
    const parsed = profilePatchSchema.safeParse({ [field]: fields[field] });
    if (!parsed.success) {
      unfinished.push(field);
      continue;
    }
    const value = (parsed.data as Record<string, unknown>)[field] ?? clearedAs(saved, field);
    if (!sameValue(value, saved[field])) patch[field] = value;
  }
  return { patch: patch as ProfilePatch, unfinished };
}
