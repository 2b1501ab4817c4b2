// /admin/quotes' Delete: DELETE /api/admin/quote/{id} -> 'Quote deleted successfully'. The page words the
// outcome in an alert (spec 02 section 8), so the call is silent (a 401 is the app's: app/query-client.ts).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminQuotesAnswer, MessageAnswer } from '@protect/domain';
import { apiFetch } from '../../../lib/api-client';
import { mapListPages } from '../../../api/admin/admin-delete';
import { adminQuotesKey, adminUsersKey } from '../../../api/admin/admin-lists';

export function deleteQuote(id: string): Promise<MessageAnswer> {
  return apiFetch<MessageAnswer>(`/api/admin/quote/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });
}

export function useDeleteQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteQuote,
    meta: { silent: true },
    onSuccess: (_answer, id) => {
      mapListPages<AdminQuotesAnswer>(queryClient, [...adminQuotesKey, 'list'], (page) => {
        const quotes = page.quotes.filter((quote) => quote.id !== id);
        return quotes.length === page.quotes.length
          ? page
          : { ...page, quotes, total: Math.max(0, page.total - 1) };
      });
    },
    // The quotes and the users' quote counts are read again.
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: adminQuotesKey });
      await queryClient.invalidateQueries({ queryKey: adminUsersKey });
    },
  });
}
