// Claims made and decided through the api, for the browser tests that start from a claim in some state.
import type {
  ClaimRejectionReason,
  ClaimStatus,
  DevicePricing,
  FileClaimAnswer,
  Plan,
} from '@protect/domain';
import { createCustomer, idTokenFor } from './accounts';
import { baseUrl } from './browser';
import { PNG } from './photos';
import { registerDeviceThroughApi } from './subscriptions';

export interface FiledClaim {
  email: string;
  password: string;
  claimId: string;
}

/** A new customer with the device covered by the plan who filed a screen-damage claim (with `photos` photos). */
export async function fileClaimThroughApi(
  label: string,
  cover: { plan: Plan; device: DevicePricing },
  photos = 0,
): Promise<FiledClaim> {
  const { email, password } = await createCustomer(label);
  const token = await idTokenFor(email, password);
  const registered = await registerDeviceThroughApi(token, cover);
  const form = new FormData();
  form.set('user_id', registered.subscription.user_id);
  form.set('device_id', registered.device.id);
  form.set('claim_type', 'screen_damage');
  form.set('description', 'Dropped it; the screen is cracked.');
  form.set('incident_date', new Date().toISOString().slice(0, 10));
  for (let i = 0; i < photos; i += 1)
    form.append('photos', new Blob([PNG], { type: 'image/png' }), `photo-${i}.png`);
  const res = await fetch(`${baseUrl()}/api/claims`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  if (res.status !== 201) throw new Error(`Filing a claim: HTTP ${res.status} ${await res.text()}`);
  return { email, password, claimId: ((await res.json()) as FileClaimAnswer).claim.id };
}

/** An admin's status change through the api; a rejection gives `reason` (any listed one by default). */
export async function setClaimStatusThroughApi(
  adminToken: string,
  id: string,
  change: { status: ClaimStatus; from: ClaimStatus; reason?: ClaimRejectionReason; note?: string },
): Promise<void> {
  const reason = change.status === 'rejected' ? (change.reason ?? 'duplicate_claim') : undefined;
  const res = await fetch(`${baseUrl()}/api/admin/claim/${id}/status`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${adminToken}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...change, reason }),
  });
  if (!res.ok) throw new Error(`Setting ${change.status}: HTTP ${res.status} ${await res.text()}`);
}
