// POST /api/auth/admin-login: the server's answer to "is this signed-in user an admin?" (spec 01 section 7).
import type { SessionUserAnswer } from '@protect/domain';
import { apiFetch } from '../../../lib/api-client';

export function adminLogin(idToken: string): Promise<SessionUserAnswer> {
  return apiFetch<SessionUserAnswer>('/api/auth/admin-login', {
    method: 'POST',
    body: { idToken },
  });
}
