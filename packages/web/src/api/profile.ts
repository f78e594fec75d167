import type {
  Completeness,
  oneTapMissing,
  Profile,
  ProfilePatch,
  SavedCv,
  SavedCvChange,
  SavedCvCreate,
} from '@modern-jobs/domain';
import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { myApplicationsQuery } from './applications.ts';
import { apiRequest } from './client.ts';

/** GET /api/profile: the profile, its saved CVs (default first), how complete, and what one tap still needs. */
export interface ProfileAnswer {
  profile: Profile;
  cvs: SavedCv[];
  completeness: Completeness;
  canApplyInOneTap: boolean;
  missingForOneTap: ReturnType<typeof oneTapMissing>;
}

export const profileQuery = () => queryOptions<ProfileAnswer>({ queryKey: ['/api/profile'] });

/** Whether the seeker has never kept anything in a profile (the full form then offers to save one). */
export const isBlankProfile = (answer: ProfileAnswer) => answer.profile.updatedAt === null && answer.cvs.length === 0;

/**
 * The cached answer after a change to the profile or its CVs: one-tap readiness derived by the
 * domain's rule (the PATCH answer does not carry it), so the page and the job page agree at once.
 */
function withProfile(
  rule: typeof oneTapMissing,
  answer: ProfileAnswer,
  profile: Profile,
  completeness: Completeness,
): ProfileAnswer {
  const missingForOneTap = rule(profile, answer.cvs);
  return { ...answer, profile, completeness, missingForOneTap, canApplyInOneTap: missingForOneTap.length === 0 };
}

/**
 * PATCH /api/profile: saves the fields given; the cache takes the answer. The one-tap rule (the
 * domain's application schema, and zod with it) is fetched beside the request, not with the code of
 * the pages that import this module: the profile page's first screen saves nothing.
 */
export async function patchProfile(client: QueryClient, patch: ProfilePatch): Promise<Profile> {
  const [res, { oneTapMissing: rule }] = await Promise.all([
    apiRequest('PATCH', '/api/profile', patch),
    import('./one-tap-rule.ts'),
  ]);
  const { profile, completeness } = (await res.json()) as { profile: Profile; completeness: Completeness };
  client.setQueryData(profileQuery().queryKey, (old) => (old ? withProfile(rule, old, profile, completeness) : old));
  return profile;
}

const refreshProfile = (client: QueryClient) => client.invalidateQueries({ queryKey: profileQuery().queryKey });

/** Keep an uploaded CV (its verified object path) in the profile. */
export function useAddCv() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (create: SavedCvCreate) =>
      (await apiRequest('POST', '/api/profile/cvs', create)).json() as Promise<SavedCv>,
    onSettled: () => refreshProfile(client),
  });
}

/** Rename a saved CV, make it the default, or replace its file. */
export function useChangeCv() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, change }: { id: string; change: SavedCvChange }) =>
      (await apiRequest('PATCH', `/api/profile/cvs/${encodeURIComponent(id)}`, change)).json() as Promise<SavedCv>,
    onSettled: () => refreshProfile(client),
  });
}

export function useDeleteCv() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiRequest('DELETE', `/api/profile/cvs/${encodeURIComponent(id)}`);
    },
    onSettled: () => refreshProfile(client),
  });
}

/** One tap: the profile's name, numbers and e-mail with the saved CV picked. */
export function useOneTapApply() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (request: { jobId: string; profileCvId: string }) =>
      (await apiRequest('POST', '/api/applications', request)).json(),
    onSuccess: () => client.invalidateQueries({ queryKey: myApplicationsQuery().queryKey }),
  });
}

/** One CV of the export: where to fetch it for 5 minutes. */
export interface ExportedFile {
  objectPath: string;
  download: string;
}

/** The parts of GET /api/profile/export the archive needs; the rest is kept as it came. */
export interface ProfileExport {
  exportedAt: string;
  cvs: Array<ExportedFile & { name: string; contentType: string }>;
  applications: Array<{ id: string; jobTitle?: string; cv: ExportedFile | null }>;
}

export async function fetchExport(): Promise<{ json: string; data: ProfileExport }> {
  const json = await (await apiRequest('GET', '/api/profile/export')).text();
  return { json, data: JSON.parse(json) as ProfileExport };
}

/** DELETE /api/account with the typed word; the answer clears the session's cookies. */
export async function deleteAccount(word: string, giveUpWallet: boolean): Promise<void> {
  const query = new URLSearchParams({ confirm: word, ...(giveUpWallet ? { giveUpWallet: 'true' } : {}) });
  await apiRequest('DELETE', `/api/account?${query}`);
}
