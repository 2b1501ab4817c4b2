import {
  DEFAULT_PASSWORD_POLICY,
  parsePasswordPolicy,
  passwordField,
  passwordPolicyErrors,
  type PasswordPolicy,
} from '../src';

const strict: PasswordPolicy = {
  minLength: 8,
  maxLength: 12,
  requireLowercase: true,
  requireUppercase: true,
  requireNumeric: true,
  requireNonAlphanumeric: true,
};

describe('password policy', () => {
  test('when no policy is fetched, then the default minimum is 6', () => {
    expect(DEFAULT_PASSWORD_POLICY.minLength).toBe(6);
    expect(passwordPolicyErrors('12345')).toEqual(['Password must be at least 6 characters']);
    expect(passwordPolicyErrors('123456')).toEqual([]);
  });

  test.each<[string, string[]]>([
    ['Abcdef1!', []],
    [
      'abc',
      [
        'Password must be at least 8 characters',
        'Password must contain an uppercase letter',
        'Password must contain a number',
        'Password must contain a special character',
      ],
    ],
    ['ABCDEFG1!', ['Password must contain a lowercase letter']],
    ['Abcdefghijk1!', ['Password must be at most 12 characters']],
  ])(
    'when the password is %p under a strict policy, then the unmet rules are %p',
    (password, errors) => {
      expect(passwordPolicyErrors(password, strict)).toEqual(errors);
    },
  );

  test('when the identity service sends a version 1 policy, then its options are read', () => {
    expect(
      parsePasswordPolicy({
        schemaVersion: 1,
        customStrengthOptions: {
          minPasswordLength: 8,
          maxPasswordLength: 12,
          containsLowercaseCharacter: true,
          containsUppercaseCharacter: true,
          containsNumericCharacter: true,
          containsNonAlphanumericCharacter: true,
        },
      }),
    ).toEqual(strict);
    expect(parsePasswordPolicy({ schemaVersion: 1 })).toEqual(DEFAULT_PASSWORD_POLICY);
  });

  test.each<[unknown]>([[{ schemaVersion: 2, customStrengthOptions: {} }], [{}], [null], ['v1']])(
    'when the policy is %p, then it is not supported',
    (response) => {
      expect(parsePasswordPolicy(response)).toBeNull();
    },
  );

  test.each<[string | undefined, string | null]>([
    [undefined, 'Password is required'],
    ['', 'Password is required'],
    ['abc', 'Password must be at least 8 characters'],
    ['Abcdef1!', null],
  ])('when the password field holds %p, then the error is %p', (value, message) => {
    const field = passwordField(strict);
    if (message === null) expect(field.validateSync(value)).toBe(value);
    else expect(() => field.validateSync(value)).toThrow(message);
  });

  test('when no policy is given to the field, then the default applies', () => {
    expect(() => passwordField().validateSync('12345')).toThrow(
      'Password must be at least 6 characters',
    );
  });
});
