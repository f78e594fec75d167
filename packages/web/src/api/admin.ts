import type {
  AdminApplication,
  ApplicationStatus,
  AuditRecord,
  Job,
  JobInput,
  SettingKey,
  SettingRecord,
} from '@modern-jobs/domain';
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, fetchCursorPage, nullIfMissingQueryFn, throwIfNotOk } from './client.ts';
import { settingQuery } from './settings.ts';

/** The admin's session: `{ authenticated }` while signed in, null otherwise. */
export const adminSessionQuery = () =>
  queryOptions<{ authenticated: boolean } | null>({
    queryKey: ['/api/admin/session'],
    queryFn: nullIfMissingQueryFn<{ authenticated: boolean }>(),
    staleTime: 0,
  });

/** Rows per page of the admin's lists: a page the operator reads, with 'Load more' for the rest. */
const ADMIN_PAGE = 50;

/** What the operator's job list is narrowed to: words of a job, and its status. */
export interface AdminJobFilter {
  q?: string;
  status?: string;
}

/**
 * The operator's jobs, newest first (or best match for words), page by page: every job is
 * reachable, none cut silently.
 */
export const adminJobsQuery = (filter: AdminJobFilter = {}) =>
  infiniteQueryOptions({
    queryKey: ['/api/admin/jobs', 'pages', filter] as const,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      fetchCursorPage<Job>(
        '/api/admin/jobs',
        { limit: String(ADMIN_PAGE), q: filter.q, status: filter.status },
        pageParam,
        signal,
      ),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** Every job's id, title and company, for the applications' job filter: all pages, followed to the end. */
export const adminJobChoicesQuery = () =>
  queryOptions<Array<Pick<Job, 'id' | 'title' | 'company'>>>({
    queryKey: ['/api/admin/jobs', 'choices'],
    queryFn: async ({ signal }) => {
      const choices: Array<Pick<Job, 'id' | 'title' | 'company'>> = [];
      let cursor: string | undefined;
      do {
        const page = await fetchCursorPage<Job>('/api/admin/jobs', { limit: '100' }, cursor, signal);
        choices.push(...page.items.map(({ id, title, company }) => ({ id, title, company })));
        cursor = page.nextCursor ?? undefined;
      } while (cursor);
      return choices;
    },
  });

export interface ApplicationFilter {
  jobId?: string;
  status?: ApplicationStatus;
  /** days applied, inclusive: YYYY-MM-DD */
  from?: string;
  to?: string;
}

/** Applications for a filter, newest first, page by page. */
export const adminApplicationsQuery = (filter: ApplicationFilter) =>
  infiniteQueryOptions({
    queryKey: ['/api/admin/applications', filter] as const,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      fetchCursorPage<AdminApplication>(
        '/api/admin/applications',
        { limit: String(ADMIN_PAGE), jobId: filter.jobId, status: filter.status, from: filter.from, to: filter.to },
        pageParam,
        signal,
      ),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** Applications per status, all or one job's, exact (kept by the API as applications change). */
export const adminApplicationCountsQuery = (jobId?: string) =>
  queryOptions<Record<ApplicationStatus, number>>({
    queryKey: ['/api/admin/applications', 'counts', jobId ?? 'all'],
    queryFn: async ({ signal }) => {
      const res = await fetch(`/api/admin/applications/counts${jobId ? `?jobId=${encodeURIComponent(jobId)}` : ''}`, {
        credentials: 'include',
        signal,
      });
      await throwIfNotOk(res);
      return res.json();
    },
  });

/** After any job change both the admin list and every public list or page are refetched (spec §7). */
function useRefreshJobs() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['/api/admin/jobs'] }),
      client.invalidateQueries({ queryKey: ['/api/jobs'] }),
    ]);
}

export function useAdminSignIn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (credentials: { mobile: string; password: string }) => {
      const res = await fetch('/api/admin/login', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(credentials),
      });
      return { status: res.status, retryAfter: Number(res.headers.get('retry-after')) || null };
    },
    onSuccess: (result) => {
      if (result.status === 200) void client.invalidateQueries({ queryKey: adminSessionQuery().queryKey });
    },
  });
}

export function useAdminSignOut() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('POST', '/api/admin/logout'),
    onSettled: () => client.setQueryData(adminSessionQuery().queryKey, null),
  });
}

export function useSaveJob() {
  const refresh = useRefreshJobs();
  return useMutation({
    mutationFn: async ({ id, input, version }: { id: string | null; input: JobInput; version?: string }) =>
      (
        await apiRequest(id ? 'PUT' : 'POST', id ? `/api/jobs/${id}` : '/api/jobs', input, version)
      ).json() as Promise<Job>,
    onSuccess: refresh,
  });
}

export function useDeleteJob() {
  const refresh = useRefreshJobs();
  return useMutation({
    mutationFn: ({ id, version }: { id: string; version?: string }) =>
      apiRequest('DELETE', `/api/jobs/${id}`, undefined, version),
    // A refused delete (someone changed the job) refreshes the list too, so it shows what is there.
    onSettled: refresh,
  });
}

export function useSeedDatabase() {
  const refresh = useRefreshJobs();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const res = await fetch('/api/admin/seed-database', { method: 'POST', credentials: 'include' });
      const body = (await res.json().catch(() => ({}))) as { success?: boolean; message?: string };
      return { ok: res.ok && body.success === true, message: body.message ?? res.statusText };
    },
    onSuccess: async () => {
      await refresh();
      await client.invalidateQueries({ queryKey: ['/api/settings'] });
    },
  });
}

export function useSetApplicationStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: ApplicationStatus }) =>
      apiRequest('PATCH', `/api/admin/applications/${id}`, { status }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['/api/admin/applications'] }),
  });
}

/** A short-lived link to an applicant's CV. */
export async function cvLink(applicationId: string): Promise<string> {
  const res = await apiRequest('GET', `/api/admin/applications/${applicationId}/cv`);
  return ((await res.json()) as { url: string }).url;
}

/**
 * Public reads are kept at CloudFront for a minute (the API's shared cache). What an admin must see
 * as stored now (after someone else's save) is asked with a query no visitor's URL carries, which
 * CloudFront has never kept.
 */
const asStoredNow = (path: string) => `${path}?stored=${Date.now()}`;

export function useSaveSetting(key: SettingKey) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ value, version }: { value: unknown; version?: string }) =>
      (await apiRequest('PUT', `/api/settings/${key}`, { value: JSON.stringify(value) }, version)).json(),
    // The saved record (and its new version) is the answer itself: no read that an edge copy could answer.
    onSuccess: (saved: SettingRecord) => client.setQueryData(settingQuery(key).queryKey, saved),
  });
}

/** A setting as stored now, for a form whose copy went stale: null if none is stored; a failure throws. */
export async function freshSetting(key: SettingKey): Promise<SettingRecord | null> {
  const res = await fetch(asStoredNow(`/api/settings/${key}`), { credentials: 'include' });
  if (res.status === 404) return null;
  await throwIfNotOk(res);
  return (await res.json()) as SettingRecord;
}

/** The job as stored now, for an editor whose copy went stale. */
export async function freshJob(id: string): Promise<Job> {
  return (await apiRequest('GET', asStoredNow(`/api/jobs/${id}`))).json() as Promise<Job>;
}

export interface ActivityFilter {
  /** `admin:<mobile>` */
  actor?: string;
  /** `job:<id>`, `setting:<key>`, … */
  item?: string;
}

/** What admins did, newest first, page by page. */
export const adminActivityQuery = (filter: ActivityFilter) =>
  infiniteQueryOptions({
    queryKey: ['/api/admin/activity', filter] as const,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      fetchCursorPage<AuditRecord>(
        '/api/admin/activity',
        { limit: String(ADMIN_PAGE), actor: filter.actor, item: filter.item },
        pageParam,
        signal,
      ),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
