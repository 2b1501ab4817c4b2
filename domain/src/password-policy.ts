// Password policy as fetched from the identity service (spec 01 section 5): default minimum 6, optional
// maximum, lowercase, uppercase, numeric and non-alphanumeric requirements; only schema version 1.
import { string } from 'yup';

export const DEFAULT_MIN_PASSWORD_LENGTH = 6;
export const SUPPORTED_PASSWORD_POLICY_SCHEMA_VERSION = 1;

export interface PasswordPolicy {
  minLength: number;
  maxLength?: number;
  requireLowercase: boolean;
  requireUppercase: boolean;
  requireNumeric: boolean;
  requireNonAlphanumeric: boolean;
}

export const DEFAULT_PASSWORD_POLICY: Readonly<PasswordPolicy> = {
  minLength: DEFAULT_MIN_PASSWORD_LENGTH,
  requireLowercase: false,
  requireUppercase: false,
  requireNumeric: false,
  requireNonAlphanumeric: false,
};

/**
 * Reads the identity service's policy answer ({schemaVersion, customStrengthOptions: {minPasswordLength,
 * maxPasswordLength, containsLowercaseCharacter, ...}}). Returns null for an unsupported schema version.
 */
export function parsePasswordPolicy(response: unknown): PasswordPolicy | null {
  if (typeof response !== 'object' || response === null) return null;
  const body = response as Record<string, unknown>;
  if (body.schemaVersion !== SUPPORTED_PASSWORD_POLICY_SCHEMA_VERSION) return null;
  const options =
    typeof body.customStrengthOptions === 'object' && body.customStrengthOptions !== null
      ? (body.customStrengthOptions as Record<string, unknown>)
      : {};
  const policy: PasswordPolicy = {
    minLength:
      typeof options.minPasswordLength === 'number'
        ? options.minPasswordLength
        : DEFAULT_MIN_PASSWORD_LENGTH,
    requireLowercase: options.containsLowercaseCharacter === true,
    requireUppercase: options.containsUppercaseCharacter === true,
    requireNumeric: options.containsNumericCharacter === true,
    requireNonAlphanumeric: options.containsNonAlphanumericCharacter === true,
  };
  if (typeof options.maxPasswordLength === 'number') policy.maxLength = options.maxPasswordLength;
  return policy;
}

/** The unmet requirements of a password, as messages; empty when it complies. */
export function passwordPolicyErrors(
  password: string,
  policy: PasswordPolicy = DEFAULT_PASSWORD_POLICY,
): string[] {
  const errors: string[] = [];
  if (password.length < policy.minLength)
    errors.push(`Password must be at least ${policy.minLength} characters`);
  if (policy.maxLength !== undefined && password.length > policy.maxLength)
    errors.push(`Password must be at most ${policy.maxLength} characters`);
  if (policy.requireLowercase && !/[a-z]/.test(password))
    errors.push('Password must contain a lowercase letter');
  if (policy.requireUppercase && !/[A-Z]/.test(password))
    errors.push('Password must contain an uppercase letter');
  if (policy.requireNumeric && !/\d/.test(password)) errors.push('Password must contain a number');
  if (policy.requireNonAlphanumeric && !/[^A-Za-z0-9]/.test(password))
    errors.push('Password must contain a special character');
  return errors;
}

/** A yup field for a password under a policy ('Password is required', then the first unmet requirement). */
export function passwordField(policy: PasswordPolicy = DEFAULT_PASSWORD_POLICY) {
  return string()
    .required('Password is required')
    .test('password-policy', function check(value) {
      const [first] = passwordPolicyErrors(value, policy);
      return first === undefined ? true : this.createError({ message: first });
    });
}
