// Names shown for a signed-in person. Kept apart from the yup form schemas so the web shell can use
// them without loading yup on the first page.

/** Google signup: first word of the display name is firstName, the rest lastName. */
export function splitDisplayName(displayName: string | null | undefined): {
  firstName: string;
  lastName: string;
} {
  const words = (displayName ?? '')
    .trim()
    .split(/\s+/)
    .filter((w) => w !== '');
  return { firstName: words[0] ?? '', lastName: words.slice(1).join(' ') };
}

/** Session user name: the display name, else the part of the e-mail before the at-sign. */
export function sessionUserName(
  displayName: string | null | undefined,
  email: string | null | undefined,
): string {
  const name = (displayName ?? '').trim();
  if (name !== '') return name;
  return (email ?? '').split('@')[0] ?? '';
}
