import { Button } from '@mantine/core';

/** The 'Load more' of a paged admin list: there while the server says more follow. */
export function LoadMore({
  list,
  label,
}: {
  list: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
  label: string;
}) {
  if (!list.hasNextPage) return null;
  return (
    <Button variant="light" loading={list.isFetchingNextPage} onClick={() => list.fetchNextPage()}>
      {label}
    </Button>
  );
}
