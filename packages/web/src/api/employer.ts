import {
  API_MESSAGES,
  type Applicant,
  type ApplicationStatus,
  type Company,
  type CompanyInput,
  type EmployerJob,
  type EmployerJobInput,
  type User,
} from '@modern-jobs/domain';
import {
  type InfiniteData,
  infiniteQueryOptions,
  type QueryClient,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { authQuery } from './auth.ts';
import { ApiError, apiRequest, type CursorPage, fetchItemsPage, messageOf } from './client.ts';

/** Rows per page of the employer's lists: a phone screen or two, and 'Load more' for the rest. */
const PAGE = 20;

/** The signed-in employer's jobs, newest first, with their review status and application counts. */
export const employerJobsQuery = () =>
  infiniteQueryOptions({
    queryKey: ['/api/employer/jobs'] as const,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      fetchItemsPage<EmployerJob>('/api/employer/jobs', { limit: String(PAGE) }, pageParam, signal),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** A job of the employer's own, as one of their pages shows it (editing it, its applicants). */
export type OwnJob = EmployerJob;

const inList = (client: QueryClient, id: string): EmployerJob | undefined =>
  client
    .getQueryData<InfiniteData<CursorPage<EmployerJob>>>(employerJobsQuery().queryKey)
    ?.pages.flatMap((page) => page.items)
    .find((job) => job.id === id);

/**
 * One of the employer's jobs: as their list has it when it is loaded (it is read again after every
 * change), else from their own route, which answers a job in any review state to its owner.
 */
export const ownJobQuery = (client: QueryClient, id: string) =>
  queryOptions<OwnJob>({
    queryKey: ['/api/employer/job', id],
    queryFn: async () => (await apiRequest('GET', `/api/employer/jobs/${encodeURIComponent(id)}`)).json(),
    initialData: () => inList(client, id),
  });

/** A job's applicants, newest first. */
export const applicantsQuery = (jobId: string) =>
  infiniteQueryOptions({
    queryKey: ['/api/employer/applications', jobId] as const,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      fetchItemsPage<Applicant>(
        `/api/employer/jobs/${encodeURIComponent(jobId)}/applications`,
        { limit: String(PAGE) },
        pageParam,
        signal,
      ),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** The API's answer that the caller has no company profile (yet, or no longer): the form is what to show. */
export const isNotEmployer = (error: unknown) =>
  error instanceof ApiError && error.status === 403 && messageOf(error, '') === API_MESSAGES.notEmployer;

/**
 * Creates or edits the company profile. The signed-in user carries it (the navbar's Employer link,
 * the employer's pages), so it is changed there at once; the jobs show the company's name and logo.
 */
export function useSaveCompany() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: CompanyInput) =>
      (await apiRequest('PUT', '/api/employer/company', input)).json() as Promise<Company>,
    onSuccess: (company) => {
      client.setQueryData<User | null>(authQuery().queryKey, (user) => (user ? { ...user, company } : user));
      return Promise.all([
        client.invalidateQueries({ queryKey: employerJobsQuery().queryKey }),
        client.invalidateQueries({ queryKey: ['/api/jobs'] }),
      ]);
    },
  });
}

/**
 * After a change to a job: the employer's list is read again, the job's own copy forgotten, and
 * every public list and page refetched (an edit takes an approved job out of them until reviewed).
 */
function refreshAfterJobChange(client: QueryClient, id: string | null) {
  if (id) client.removeQueries({ queryKey: ['/api/employer/job', id] });
  return Promise.all([
    client.invalidateQueries({ queryKey: employerJobsQuery().queryKey }),
    client.invalidateQueries({ queryKey: ['/api/jobs'] }),
  ]);
}

/** Posts a job (it waits for review), or edits one (it goes back to review). */
export function useSaveEmployerJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input }: { id: string | null; input: EmployerJobInput }) =>
      (
        await apiRequest(
          id ? 'PUT' : 'POST',
          id ? `/api/employer/jobs/${encodeURIComponent(id)}` : '/api/employer/jobs',
          input,
        )
      ).json() as Promise<EmployerJob>,
    onSuccess: (_job, { id }) => refreshAfterJobChange(client, id),
  });
}

/** Closes a job early: it stops taking applications today (the API sets its deadline to yesterday). */
export function useCloseEmployerJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      (await apiRequest('POST', `/api/employer/jobs/${encodeURIComponent(id)}/close`)).json() as Promise<EmployerJob>,
    onSettled: (_job, _error, id) => refreshAfterJobChange(client, id),
  });
}

/** Deletes a job with no applications (the API refuses one with any: 409). */
export function useDeleteEmployerJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest('DELETE', `/api/employer/jobs/${encodeURIComponent(id)}`),
    // A refused delete reads the list again too, so it shows the applications that came in.
    onSettled: (_res, _error, id) => refreshAfterJobChange(client, id),
  });
}

/** Changes an applicant's status; the row shows the API's answer. The seeker sees it on their dashboard. */
export function useSetApplicantStatus(jobId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, status }: { id: string; status: ApplicationStatus }) =>
      (
        await apiRequest('PATCH', `/api/employer/applications/${encodeURIComponent(id)}`, { status })
      ).json() as Promise<Applicant>,
    onSuccess: (applicant) =>
      client.setQueryData<InfiniteData<CursorPage<Applicant>>>(applicantsQuery(jobId).queryKey, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                items: page.items.map((each) => (each.id === applicant.id ? applicant : each)),
              })),
            }
          : data,
      ),
  });
}

/** A short-lived link to an applicant's CV (as the operator's). */
export async function applicantCvLink(applicationId: string): Promise<string> {
  const res = await apiRequest('GET', `/api/employer/applications/${encodeURIComponent(applicationId)}/cv`);
  return ((await res.json()) as { url: string }).url;
}
