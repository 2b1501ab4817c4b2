// The project's password policy from the identity service (spec 01 section 5).
// REST: GET /v2/passwordPolicy (https://cloud.google.com/identity-platform/docs/reference/rest/v2/TopLevel/getPasswordPolicy).
// Where it is unavailable (the Auth emulator, no policy configured, offline) the caller keeps the
// spec's default: minimum length 6.
import { useQuery } from '@tanstack/react-query';
import type { Auth } from 'firebase/auth';
import { useAuth } from 'reactfire';

export interface PasswordPolicyResponse {
  schemaVersion?: number;
  enforcementState?: string;
  allowedNonAlphanumericCharacters?: string[];
  customStrengthOptions?: {
    minPasswordLength?: number;
    maxPasswordLength?: number;
    containsLowercaseCharacter?: boolean;
    containsUppercaseCharacter?: boolean;
    containsNumericCharacter?: boolean;
    containsNonAlphanumericCharacter?: boolean;
  };
}

function identityToolkitBase(auth: Auth): string {
  const emulator = auth.emulatorConfig;
  if (emulator) {
    const port = emulator.port === null ? '' : `:${emulator.port}`;
    return `${emulator.protocol}://${emulator.host}${port}/identitytoolkit.googleapis.com`;
  }
  return 'https://identitytoolkit.googleapis.com';
}

export async function getPasswordPolicy(auth: Auth): Promise<PasswordPolicyResponse | null> {
  const url = `${identityToolkitBase(auth)}/v2/passwordPolicy?key=${encodeURIComponent(auth.config.apiKey)}`;
  try {
    const response = await fetch(url);
    if (!response.ok) return null;
    return (await response.json()) as PasswordPolicyResponse;
  } catch {
    return null;
  }
}

/** The policy, fetched once per session; null while loading or when none is available. */
export function usePasswordPolicy(): PasswordPolicyResponse | null {
  const auth = useAuth();
  const { data } = useQuery({
    queryKey: ['auth', 'password-policy'],
    queryFn: () => getPasswordPolicy(auth),
    staleTime: Infinity,
    retry: false,
  });
  return data ?? null;
}
