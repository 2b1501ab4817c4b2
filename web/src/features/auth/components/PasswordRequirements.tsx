// What a new password needs, from the identity service's policy where it has one (spec 01 section 5),
// else the spec's default minimum of 6 characters. The identity service enforces the policy itself
// when the account is created; this list tells people beforehand.
import { Typography } from '@mui/material';
import { MIN_PASSWORD_LENGTH } from '@protect/domain';
import { usePasswordPolicy, type PasswordPolicyResponse } from '../api/get-password-policy';

/** Only policy schema version 1 is understood (spec 01 section 5); anything else is ignored. */
function requirementsOf(policy: PasswordPolicyResponse | null): string[] {
  const options = policy?.schemaVersion === 1 ? (policy.customStrengthOptions ?? {}) : {};
  const min = options.minPasswordLength ?? MIN_PASSWORD_LENGTH;
  const lines = [
    options.maxPasswordLength ? `${min} to ${options.maxPasswordLength} characters` : `At least ${min} characters`,
  ];
  if (options.containsLowercaseCharacter) lines.push('a lowercase letter');
  if (options.containsUppercaseCharacter) lines.push('an uppercase letter');
  if (options.containsNumericCharacter) lines.push('a number');
  if (options.containsNonAlphanumericCharacter) lines.push('a symbol');
  return lines;
}

export function PasswordRequirements({ id }: { id: string }) {
  const policy = usePasswordPolicy();
  const [length, ...others] = requirementsOf(policy);
  return (
    <Typography id={id} variant="body2" color="text.secondary">
      Password: {length}
      {others.length > 0 ? `, with ${others.join(', ')}` : ''}.
    </Typography>
  );
}
