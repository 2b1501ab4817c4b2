// Pieces shared by the form schemas.
import { string } from 'yup';

/** The spec's simple e-mail shape: text, at-sign, text, dot, text. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A required, trimmed e-mail with the given messages. */
export function emailField(requiredMessage: string, invalidMessage: string) {
  return string().trim().required(requiredMessage).matches(EMAIL_PATTERN, invalidMessage);
}

/** A required, trimmed text field. */
export function requiredText(message: string) {
  return string().trim().required(message);
}

/** A required choice from a fixed list; a blank and an unknown value get the same message. */
export function requiredChoice<Choice extends string>(choices: readonly Choice[], message: string) {
  return string().required(message).oneOf(choices, message);
}

/** An optional text field: blanks become undefined so that they are not stored. */
export function optionalText() {
  return string()
    .trim()
    .optional()
    .transform((value: string | undefined) => (value === '' ? undefined : value));
}
