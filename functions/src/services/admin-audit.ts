// The admin dashboard's Audit tab (issue 13): the audit log's entries, newest first, a page at a time,
// optionally about one entity (the changed record's collection), with how many there are.
import type { AuditEntry, AuditLogRepository } from '../repositories/audit-log';
import type { PageRequest } from '../repositories/pages';

export interface AuditPage {
  entries: AuditEntry[];
  nextCursor: string | null;
  total: number;
}

export function createAdminAuditService(deps: { auditLog: AuditLogRepository }) {
  return {
    /** One page and the count, in parallel; `entity` null lists every entity. */
    async page(request: PageRequest, entity: string | null): Promise<AuditPage> {
      const [page, total] = await Promise.all([
        deps.auditLog.page(request, entity),
        deps.auditLog.count(entity),
      ]);
      return { entries: page.items, nextCursor: page.nextCursor, total };
    },
  };
}

export type AdminAuditService = ReturnType<typeof createAdminAuditService>;
