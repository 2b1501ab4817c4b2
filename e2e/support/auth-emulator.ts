// Reads what the Auth emulator "sent": verification and password-reset links.
// REST reference: https://firebase.google.com/docs/emulator-suite/connect_auth#rest_api

export function authEmulatorHost(): string {
  return process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
}

export function projectId(): string {
  return process.env.GCLOUD_PROJECT ?? 'demo-protect';
}

export interface OobCode {
  email: string;
  requestType: 'VERIFY_EMAIL' | 'PASSWORD_RESET' | 'EMAIL_SIGNIN' | string;
  oobCode: string;
  oobLink: string;
}

/** Every out-of-band code (verification, reset) the emulator holds for this project. */
export async function listOobCodes(): Promise<OobCode[]> {
  const res = await fetch(
    `http://${authEmulatorHost()}/emulator/v1/projects/${projectId()}/oobCodes`,
  );
  if (!res.ok) throw new Error(`Auth emulator oobCodes: HTTP ${res.status}`);
  const body = (await res.json()) as { oobCodes?: OobCode[] };
  return body.oobCodes ?? [];
}

/** The newest code of a type sent to an address, waiting up to `timeoutMs` for it to appear. */
export async function waitForOobCode(
  email: string,
  requestType: OobCode['requestType'],
  timeoutMs = 10_000,
): Promise<OobCode> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const codes = (await listOobCodes()).filter(
      (c) => c.email.toLowerCase() === email.toLowerCase() && c.requestType === requestType,
    );
    const newest = codes[codes.length - 1];
    if (newest) return newest;
    if (Date.now() > deadline) throw new Error(`No ${requestType} code for ${email}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Opens a verification link the way a person clicking it in their inbox would. */
export async function applyOobLink(link: string): Promise<void> {
  const res = await fetch(link);
  if (!res.ok) throw new Error(`Applying ${link}: HTTP ${res.status}`);
}
