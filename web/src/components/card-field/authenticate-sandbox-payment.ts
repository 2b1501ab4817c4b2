// POST /api/payment/sandbox/authenticate: the sandbox's stand-in for the bank's 3-D Secure page records
// the customer's answer, so the api's next try of the same payment succeeds or is refused.
import { apiFetch } from '../../lib/api-client';

export type SandboxAuthenticationOutcome = 'succeed' | 'fail';

export async function authenticateSandboxPayment(
  clientSecret: string,
  outcome: SandboxAuthenticationOutcome,
): Promise<void> {
  await apiFetch<unknown>('/api/payment/sandbox/authenticate', {
    method: 'POST',
    body: { clientSecret, outcome },
  });
}
