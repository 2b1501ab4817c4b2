// What a new password needs (spec 01 section 5), told before typing; the form checks the same policy.
import { Typography } from '@mui/material';
import type { PasswordPolicy } from '@protect/domain';

function describe(policy: Readonly<PasswordPolicy>): string {
  const length =
    policy.maxLength !== undefined
      ? `${policy.minLength} to ${policy.maxLength} characters`
      : `at least ${policy.minLength} characters`;
  const extras = [
    policy.requireLowercase && 'a lowercase letter',
    policy.requireUppercase && 'an uppercase letter',
    policy.requireNumeric && 'a number',
    policy.requireNonAlphanumeric && 'a special character',
  ].filter((x): x is string => typeof x === 'string');
  return `Password: ${length}${extras.length > 0 ? `, with ${extras.join(', ')}` : ''}.`;
}

export function PasswordRequirements({
  id,
  policy,
}: {
  id: string;
  policy: Readonly<PasswordPolicy>;
}) {
  return (
    <Typography id={id} variant="body2" color="textSecondary">
      {describe(policy)}
    </Typography>
  );
}
