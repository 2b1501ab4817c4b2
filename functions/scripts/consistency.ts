// The consistency check behind `npm run check:consistency` and the fault tests (issue 14 part 3): after a
// crash, a killed stack or a failed deploy, are the records whole? Every subscription has its device and
// its first payment, every device and payment its subscription, every claim its subscription, device and
// photo files (its appeal's too); no file in the local file store is left that no device or claim names (an orphan: a photo
// stored before a claim that was never recorded, or an upload never used). Files younger than the grace
// period are left out of the orphans: a registration or claim may be about to name them. With `fix`, the
// orphans past the grace period are deleted (with their .meta.json). The orphans are found and removed by
// the same service as the daily scheduled job's (src/services/orphan-files.ts).
// The money adds up: each subscription's succeeded payments equal what the policy's rules make of it
// (domain expectedPayments: its paid periods at their terms, its upgrades' prorations, its claims'
// deductibles paid, less a money-back refund); a difference is a 'money_mismatch' with the breakdown.
import type { Firestore } from 'firebase-admin/firestore';
import { expectedPayments, formatCents } from '@protect/domain';
import { createLocalDiskFileStore } from '../src/adapters/file-store';
import { collections } from '../src/repositories/collections';
import {
  claimPhotoPaths,
  createFileReferencesRepository,
} from '../src/repositories/file-references';
import { paymentConverter } from '../src/repositories/payments';
import { subscriptionConverter } from '../src/repositories/subscriptions';
import { createOrphanFilesService } from '../src/services/orphan-files';

export interface ConsistencyProblem {
  kind:
    | 'subscription_without_device'
    | 'subscription_without_payment'
    | 'device_without_subscription'
    | 'payment_without_subscription'
    | 'claim_without_subscription'
    | 'claim_photo_missing'
    | 'device_image_missing'
    | 'orphan_file'
    | 'money_mismatch';
  id: string;
  detail: string;
}

export interface ConsistencyReport {
  counts: {
    subscriptions: number;
    devices: number;
    payments: number;
    claims: number;
    files: number;
  };
  problems: ConsistencyProblem[];
  /** Orphan files deleted (with `fix`). */
  removed: string[];
}

export async function checkConsistency(input: {
  firestore: Firestore;
  /** The local disk file store's directory; null when files are in Cloud Storage (not checked). */
  filesDir: string | null;
  now?: Date;
  /** Files younger than this are not orphans yet. Default 1 hour. */
  graceMs?: number;
  fix?: boolean;
}): Promise<ConsistencyReport> {
  const db = input.firestore;
  const now = input.now ?? new Date();
  const graceMs = input.graceMs ?? 60 * 60 * 1000;
  const [subscriptions, devices, payments, claims] = await Promise.all(
    [collections.subscriptions, collections.devices, collections.payments, collections.claims].map(
      (name) => db.collection(name).get(),
    ),
  );
  const problems: ConsistencyProblem[] = [];
  const deviceById = new Map(devices!.docs.map((d) => [d.id, d]));
  const paymentIds = new Set(payments!.docs.map((d) => d.id));
  const subscriptionIds = new Set(subscriptions!.docs.map((d) => d.id));

  for (const sub of subscriptions!.docs) {
    const deviceId = sub.get('deviceId') as string | undefined;
    const device = deviceId ? deviceById.get(deviceId) : undefined;
    if (!device || device.get('subscriptionId') !== sub.id)
      problems.push({
        kind: 'subscription_without_device',
        id: sub.id,
        detail: `device ${deviceId ?? '(none)'}`,
      });
    const paymentId = sub.get('firstPayment.paymentId') as string | undefined;
    if (!paymentId || !paymentIds.has(paymentId))
      problems.push({
        kind: 'subscription_without_payment',
        id: sub.id,
        detail: `first payment ${paymentId ?? '(none)'}`,
      });
  }
  problems.push(...moneyMismatches(subscriptions!.docs, payments!.docs, claims!.docs));

  for (const device of devices!.docs) {
    const subscriptionId = device.get('subscriptionId') as string | null | undefined;
    if (subscriptionId && !subscriptionIds.has(subscriptionId))
      problems.push({
        kind: 'device_without_subscription',
        id: device.id,
        detail: `subscription ${subscriptionId}`,
      });
  }
  for (const payment of payments!.docs) {
    const subscriptionId = payment.get('subscriptionId') as string | null | undefined;
    if (subscriptionId && !subscriptionIds.has(subscriptionId))
      problems.push({
        kind: 'payment_without_subscription',
        id: payment.id,
        detail: `subscription ${subscriptionId}`,
      });
  }

  for (const claim of claims!.docs) {
    const subscriptionId = claim.get('subscriptionId') as string | undefined;
    if (!subscriptionId || !subscriptionIds.has(subscriptionId))
      problems.push({
        kind: 'claim_without_subscription',
        id: claim.id,
        detail: `subscription ${subscriptionId ?? '(none)'}`,
      });
  }

  const removed: string[] = [];
  let fileCount = 0;
  if (input.filesDir) {
    const orphanFiles = createOrphanFilesService({
      fileStore: createLocalDiskFileStore(input.filesDir),
      references: createFileReferencesRepository(db),
      clock: { now: () => now },
    });
    const { files, orphans } = input.fix
      ? await orphanFiles.remove(graceMs)
      : await orphanFiles.find(graceMs);
    fileCount = files.length;
    const present = new Set(files.map((f) => f.path));
    for (const claim of claims!.docs)
      for (const path of claimPhotoPaths(claim))
        if (!present.has(path))
          problems.push({ kind: 'claim_photo_missing', id: claim.id, detail: path });
    for (const device of devices!.docs)
      for (const field of ['frontImagePath', 'backImagePath']) {
        const file = device.get(field) as string | null | undefined;
        if (file && !present.has(file))
          problems.push({ kind: 'device_image_missing', id: device.id, detail: file });
      }
    if (input.fix) removed.push(...orphans);
    else
      for (const orphan of orphans)
        problems.push({ kind: 'orphan_file', id: orphan, detail: 'named by no device or claim' });
  }

  return {
    counts: {
      subscriptions: subscriptions!.size,
      devices: devices!.size,
      payments: payments!.size,
      claims: claims!.size,
      files: fileCount,
    },
    problems,
    removed,
  };
}

type Snapshot = FirebaseFirestore.QueryDocumentSnapshot;

/** The deductible a claim records as paid, in cents (0 when none was owed or it is still due). */
function deductiblePaidCents(claim: Snapshot): number {
  const deductible = claim.get('deductible') as
    { status?: string; amountCents?: number } | undefined;
  return deductible?.status === 'paid' && typeof deductible.amountCents === 'number'
    ? deductible.amountCents
    : 0;
}

/** Subscriptions whose succeeded payments differ from what the policy's rules make of them. */
function moneyMismatches(
  subscriptions: Snapshot[],
  payments: Snapshot[],
  claims: Snapshot[],
): ConsistencyProblem[] {
  const paidBySubscription = new Map<string, { total: number; refunded: boolean }>();
  for (const snapshot of payments) {
    const payment = paymentConverter.fromFirestore(snapshot);
    if (payment.status !== 'succeeded' || !payment.subscriptionId) continue;
    const paid = paidBySubscription.get(payment.subscriptionId) ?? { total: 0, refunded: false };
    paid.total += payment.amountCents;
    if (payment.type === 'refund') paid.refunded = true;
    paidBySubscription.set(payment.subscriptionId, paid);
  }
  const deductiblesBySubscription = new Map<string, number>();
  for (const claim of claims) {
    const id = claim.get('subscriptionId') as string | undefined;
    if (id)
      deductiblesBySubscription.set(
        id,
        (deductiblesBySubscription.get(id) ?? 0) + deductiblePaidCents(claim),
      );
  }
  const problems: ConsistencyProblem[] = [];
  for (const snapshot of subscriptions) {
    const subscription = subscriptionConverter.fromFirestore(snapshot);
    const paid = paidBySubscription.get(subscription.id) ?? { total: 0, refunded: false };
    const expected = expectedPayments({
      versions: subscription.versions,
      billingAnchor: subscription.billingAnchor,
      paidPeriods: subscription.paidPeriods,
      deductiblesPaidCents: deductiblesBySubscription.get(subscription.id) ?? 0,
      refunded: paid.refunded,
    });
    if (expected.totalCents !== paid.total)
      problems.push({
        kind: 'money_mismatch',
        id: subscription.id,
        detail:
          `paid ${formatCents(paid.total)}, expected ${formatCents(expected.totalCents)}: ` +
          `periods ${formatCents(expected.periodsCents)}, prorations ${formatCents(expected.prorationsCents)}, ` +
          `deductibles ${formatCents(expected.deductiblesCents)}, refunds ${formatCents(expected.refundsCents)}`,
      });
  }
  return problems;
}
