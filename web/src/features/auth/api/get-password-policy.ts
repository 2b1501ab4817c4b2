// The project's password policy from the identity service (spec 01 section 5).
// REST: GET /v2/passwordPolicy (https://cloud.google.com/identity-platform/docs/reference/rest/v2/TopLevel/getPasswordPolicy).
// Where it is unavailable (the Auth emulator, no policy configured, offline) the caller keeps the
// spec's default: minimum length 6.
import { useQuery } from '@tanstack/react-query';
import type { Auth } from 'firebase/auth';
import { useAuth } from 'reactfire';
import { DEFAULT_PASSWORD_POLICY, parsePasswordPolicy, type PasswordPolicy } from '@protect/domain';

/**
 * The project's policy, or null when the service has none we understand (only schema version 1).
 * The Auth emulator has no such endpoint (it answers 501 and the browser logs an error on every
 * /register load), so with the emulator nothing is fetched and the default applies.
 */
export async function getPasswordPolicy(auth: Auth): Promise<PasswordPolicy | null> {
  if (auth.emulatorConfig) return null;
  const url = `https://identitytoolkit.googleapis.com/v2/passwordPolicy?key=${encodeURIComponent(auth.config.apiKey)}`;
  try {
    const response = await fetch(url);
    if (!response.ok) return null;
    return parsePasswordPolicy(await response.json());
  } catch {
    return null;
  }
}

/** The policy a new password must meet: the service's, fetched once per session, else the spec's default. */
export function usePasswordPolicy(): Readonly<PasswordPolicy> {
  const auth = useAuth();
  const { data } = useQuery({
    queryKey: ['auth', 'password-policy'],
    queryFn: () => getPasswordPolicy(auth),
    enabled: !auth.emulatorConfig,
    staleTime: Infinity,
    retry: false,
  });
  return data ?? DEFAULT_PASSWORD_POLICY;
}
