// POST /api/auth/admin-login: the server's answer to "is this signed-in user an admin?" (spec 01 section 7).
import { apiFetch } from '../../../lib/api-client';
import type { SessionRole } from '../../../lib/session';

export interface AdminLoginResponse {
  success: boolean;
  user: { id: string; email: string; name: string; role: SessionRole };
}

export function adminLogin(idToken: string): Promise<AdminLoginResponse> {
  return apiFetch<AdminLoginResponse>('/api/auth/admin-login', {
    method: 'POST',
    body: { idToken },
  });
}
