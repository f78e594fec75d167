import { Button } from '@mantine/core';
import { ErrorPanel } from '../status-panel/StatusPanel.tsx';

/**
 * The 'Load more' of a paged list: there while the server says more follow. A next page that failed
 * to load says so, with 'Try again', in its place (the rows already shown stay).
 */
export function LoadMore({
  list,
  label,
  failedTitle,
}: {
  list: {
    hasNextPage: boolean;
    isFetchingNextPage: boolean;
    isFetchNextPageError: boolean;
    error: unknown;
    fetchNextPage: () => unknown;
  };
  label: string;
  failedTitle: string;
}) {
  if (list.isFetchNextPageError)
    return <ErrorPanel title={failedTitle} error={list.error} onRetry={() => list.fetchNextPage()} />;
  if (!list.hasNextPage) return null;
  return (
    <Button variant="light" loading={list.isFetchingNextPage} onClick={() => list.fetchNextPage()}>
      {label}
    </Button>
  );
}
