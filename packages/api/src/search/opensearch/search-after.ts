import * as z from 'zod';
import { decodeCursor, encodeCursor, refuseCursor } from '../../storage/cursor.ts';
import { aliasOf, openSearch, SearchRequestError } from './client.ts';
import type { IndexKind } from './indexes.ts';

/** A hit's place in the search's total order: its score or pay, an instant (ms), and its id. */
export type SortPlace = [number, number, string];

/** What a page's cursor carries: the last hit's place, and the instant the first page was read at. */
const cursorSchema = z.strictObject({
  after: z.tuple([z.number().finite(), z.number().finite(), z.string().min(1).max(200)]),
  at: z.number().int().min(0).max(8_640_000_000_000_000),
});

interface Hit<S> {
  _source: S;
  sort: SortPlace;
}

export interface SearchBody<S> {
  hits: { total?: { value: number }; hits: Array<Hit<S>> };
  aggregations?: Record<string, unknown>;
}

export interface SearchAfterPage<S> {
  /** the page's hits' sources, at most the limit */
  sources: S[];
  /** every match, counted on first pages */
  total: number;
  first: boolean;
  aggregations?: Record<string, unknown> | undefined;
  nextCursor?: string;
}

/**
 * One page of a search that continues from the last hit's place in a total order (search_after),
 * read as of the instant the first page was (what counted as open, boosted or active then), so what
 * changes in between neither repeats nor skips a hit already shown, whichever instance answers. Asks
 * for one more hit than the page: whether there is a next page, without counting. The cursor is
 * checked, and one whose values the engine's sort refuses (forged) is a 400, never a 500.
 */
export async function searchAfterPage<S>(
  kind: IndexKind,
  page: { cursor?: string | undefined; limit: number },
  now: Date,
  request: (place: { nowMs: number; after?: SortPlace | undefined; limit: number; count: boolean }) => Promise<object>,
): Promise<SearchAfterPage<S>> {
  const start = decodeCursor(cursorSchema, page.cursor);
  const nowMs = start?.at ?? now.getTime();
  const body = await request({ nowMs, after: start?.after, limit: page.limit + 1, count: !start }).then((search) =>
    openSearch<SearchBody<S>>({ method: 'POST', path: `/${aliasOf(kind)}/_search`, body: search }).then(
      (answer) => answer.body,
      (error: unknown) => {
        if (start && error instanceof SearchRequestError) refuseCursor();
        throw error;
      },
    ),
  );
  const hits = body.hits.hits;
  const shown = hits.slice(0, page.limit);
  const last = shown.at(-1);
  return {
    sources: shown.map((hit) => hit._source),
    total: body.hits.total?.value ?? 0,
    first: !start,
    aggregations: body.aggregations,
    ...(hits.length > page.limit && last ? { nextCursor: encodeCursor({ after: last.sort, at: nowMs }) } : {}),
  };
}
