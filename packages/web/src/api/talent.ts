import {
  type CandidateCard,
  type CandidateContacts,
  type ContactDecision,
  type ContactRequest,
  type ContactRequestInput,
  NEXT_CURSOR_HEADER,
  type TalentEvent,
  type TalentVisibility,
} from '@modern-jobs/domain';
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, throwIfNotOk } from './client.ts';
import { refreshWallet } from './wallet.ts';

// The answers' shapes, as the API's talent/ services build them from the domain's types.

/** GET /api/talent/me and every change of the seeker's own choices. */
export interface TalentStatus {
  visibility: TalentVisibility;
  hiddenByOperator: boolean;
  blockedCompanies: Array<{ id: string; name: string | null }>;
}

/** GET /api/talent/activity: who viewed, unlocked or asked, newest first, and the requests themselves. */
export interface TalentActivity {
  events: TalentEvent[];
  requests: ContactRequest[];
}

/** GET /api/talent/candidates/{id}: the card, and the contacts once this company unlocked them. */
export interface CandidateView {
  candidate: CandidateCard;
  unlocked: boolean;
  contacts: CandidateContacts | null;
  request: Pick<ContactRequest, 'id' | 'status' | 'paid'> | null;
}

/** POST /api/talent/candidates/{id}/unlock. */
export interface UnlockResult {
  contacts: CandidateContacts;
  chargedPaisa: number;
}

/** One page of candidate search; the first page also says how many match. */
export interface CandidatePage {
  candidates: CandidateCard[];
  total?: number;
  nextCursor: string | null;
}

const ME = '/api/talent/me';
const ACTIVITY = '/api/talent/activity';
const CANDIDATES = '/api/talent/candidates';

// The seeker's side.

export const talentStatusQuery = () =>
  queryOptions({
    queryKey: [ME] as const,
    queryFn: async () => (await apiRequest('GET', ME)).json() as Promise<TalentStatus>,
  });

export const talentActivityQuery = () =>
  queryOptions({
    queryKey: [ACTIVITY] as const,
    queryFn: async () => (await apiRequest('GET', ACTIVITY)).json() as Promise<TalentActivity>,
  });

/** A change of the seeker's own choices: the API answers the whole status, which the page shows at once. */
function useStatusChange<T>(call: (input: T) => Promise<Response>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: T) => (await call(input)).json() as Promise<TalentStatus>,
    onSuccess: (status) => client.setQueryData(talentStatusQuery().queryKey, status),
  });
}

export const useSetVisibility = () =>
  useStatusChange((visibility: TalentVisibility) => apiRequest('PUT', '/api/talent/visibility', { visibility }));

export const useBlockCompany = () =>
  useStatusChange((companyId: string) => apiRequest('PUT', `/api/talent/blocks/${encodeURIComponent(companyId)}`));

export const useUnblockCompany = () =>
  useStatusChange((companyId: string) => apiRequest('DELETE', `/api/talent/blocks/${encodeURIComponent(companyId)}`));

/** The signed-in candidate accepts or declines a request; the activity is read again. */
export function useDecideRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, decision }: { id: string; decision: ContactDecision }) =>
      (
        (await (
          await apiRequest('POST', `/api/talent/requests/${encodeURIComponent(id)}/decision`, { decision })
        ).json()) as { request: ContactRequest }
      ).request,
    onSettled: () => client.invalidateQueries({ queryKey: [ACTIVITY] }),
  });
}

/** What a contact request's e-mail link carries: the request and its signed token. */
export interface DecisionLink {
  r: string;
  t: string;
}

/** The answer from the e-mail's link, signed in or not: the link's request and token name it. */
export function useAnswerByLink() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ link, decision }: { link: DecisionLink; decision: ContactDecision }) => {
      const query = new URLSearchParams({ r: link.r, t: link.t, decision });
      const res = await apiRequest('POST', `/api/talent/request-decisions?${query}`);
      return ((await res.json()) as { request: ContactRequest }).request;
    },
    onSettled: () => client.invalidateQueries({ queryKey: [ACTIVITY] }),
  });
}

// The employer's side.

/** The filters of a candidate search as the URL and the API spell them: empty means any. */
export type CandidateFilters = Record<
  'q' | 'city' | 'minYears' | 'maxExpectedSalary' | 'abroad' | 'languages' | 'activeWithinDays',
  string
>;

/** How many cards a page of results brings. */
const CANDIDATE_PAGE = 20;

async function fetchCandidatePage(
  filters: CandidateFilters,
  cursor: string | undefined,
  signal: AbortSignal,
): Promise<CandidatePage> {
  const search = new URLSearchParams({ limit: String(CANDIDATE_PAGE) });
  for (const [name, value] of Object.entries({ ...filters, cursor })) if (value) search.set(name, value);
  const res = await fetch(`${CANDIDATES}?${search}`, { credentials: 'include', signal });
  await throwIfNotOk(res);
  const body = (await res.json()) as Omit<CandidatePage, 'nextCursor'>;
  return { ...body, nextCursor: res.headers.get(NEXT_CURSOR_HEADER) };
}

/** A search's results, page by page (the cursor keeps the order stable while more are loaded). */
export const candidatesQuery = (filters: CandidateFilters) =>
  infiniteQueryOptions({
    queryKey: [CANDIDATES, filters] as const,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) => fetchCandidatePage(filters, pageParam, signal),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/**
 * One candidate: every read is a counted view, so it is read when the page opens (a visit, and
 * what has changed since: an answered request), not on its own (the app never reads on focus).
 */
export const candidateQuery = (id: string) =>
  queryOptions({
    queryKey: [CANDIDATES, 'one', id] as const,
    queryFn: async () =>
      (await apiRequest('GET', `${CANDIDATES}/${encodeURIComponent(id)}`)).json() as Promise<CandidateView>,
    staleTime: 0,
    refetchOnReconnect: false,
  });

/** Pays for a candidate's contacts (once per company): the page shows them, the wallet its new balance. */
export function useUnlockCandidate(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await apiRequest('POST', `${CANDIDATES}/${encodeURIComponent(id)}/unlock`)).json() as Promise<UnlockResult>,
    onSuccess: ({ contacts }) => {
      client.setQueryData<CandidateView>(candidateQuery(id).queryKey, (view) =>
        view
          ? { ...view, unlocked: true, contacts, request: view.request ? { ...view.request, paid: true } : null }
          : view,
      );
      return refreshWallet(client);
    },
  });
}

/** Asks an anonymous (or any) candidate to share their contacts; the page shows the request waiting. */
export function useRequestContact(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: ContactRequestInput) =>
      (
        (await (await apiRequest('POST', `${CANDIDATES}/${encodeURIComponent(id)}/requests`, input)).json()) as {
          request: ContactRequest;
        }
      ).request,
    onSuccess: (request) =>
      client.setQueryData<CandidateView>(candidateQuery(id).queryKey, (view) =>
        view ? { ...view, request: { id: request.id, status: request.status, paid: request.paid } } : view,
      ),
  });
}
