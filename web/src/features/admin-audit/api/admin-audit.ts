// The Audit tab's list: GET /api/admin/audit?entity=&cursor=, newest first, a page at a time ('Load more'
// asks for the next). Its failure line is the tab's own, so the query is silent.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { AdminAuditAnswer } from '@protect/domain';
import { apiFetch } from '../../../lib/api-client';

export const adminAuditKey = ['admin', 'audit'] as const;

/** `/api/admin/audit?entity=&cursor=`, leaving out what is not given ('' entity: every entity). */
export function auditPath(entity: string, cursor: string | null): string {
  const params = new URLSearchParams();
  if (entity !== '') params.set('entity', entity);
  if (cursor) params.set('cursor', cursor);
  const query = params.toString();
  return query ? `/api/admin/audit?${query}` : '/api/admin/audit';
}

export function adminAuditQuery(entity: string) {
  return infiniteQueryOptions({
    queryKey: [...adminAuditKey, 'list', entity] as const,
    queryFn: ({ pageParam }) => apiFetch<AdminAuditAnswer>(auditPath(entity, pageParam)),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 0,
    meta: { silent: true },
  });
}

export const useAdminAudit = (entity: string) => useInfiniteQuery(adminAuditQuery(entity));
