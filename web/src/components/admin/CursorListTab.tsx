// The frame of a dashboard tab that holds a cursor list (users, subscriptions, payments, device pricing,
// audit): the heading with the total and the tab's actions, the failure line with Retry ('{Resource} HTTP
// {status}', spec 02 section 8), the table, and 'Load more' while there are more pages.
import type { ReactNode } from 'react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { listFailedMessage } from '../../api/admin/admin-lists';
import { ListFailure, ListTabHeader, LoadMore } from './AdminListParts';

export type CursorList = UseInfiniteQueryResult<InfiniteData<{ total: number }>>;

export function CursorListTab(props: CursorListProps) {
  return (
    <section aria-label={props.title}>
      <CursorListBody {...props} />
    </section>
  );
}

/** The same without the section, for a page that is its own landmark. */
interface CursorListProps {
  title: string;
  /** The resource the failure line names, when it differs from the title. */
  resource?: string;
  list: CursorList;
  /** The heading's actions (Export CSV, Add, a filter). */
  actions?: ReactNode;
  /** What stands between the heading and the failure line (a search box, an outcome). */
  above?: ReactNode;
  children: ReactNode;
}

export function CursorListBody({
  title,
  resource = title,
  list,
  actions,
  above,
  children,
}: CursorListProps) {
  return (
    <>
      <ListTabHeader
        title={title}
        total={list.data?.pages[0]?.total}
        loading={list.isPending || list.isRefetching}
      >
        {actions}
      </ListTabHeader>
      {above}
      {list.isError && (
        <ListFailure
          message={listFailedMessage(resource, list.error)}
          onRetry={() => void list.refetch()}
        />
      )}
      {children}
      <LoadMore
        hasMore={list.hasNextPage}
        loading={list.isFetchingNextPage}
        onLoad={() => void list.fetchNextPage()}
      />
    </>
  );
}
