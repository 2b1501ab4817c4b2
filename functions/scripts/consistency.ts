// The consistency check behind `npm run check:consistency` and the fault tests (issue 14 part 3): after a
// crash, a killed stack or a failed deploy, are the records whole? Every subscription has its device and
// its first payment, every device and payment its subscription, every claim its subscription, device and
// photo files; no file in the local file store is left that no device or claim names (an orphan: a photo
// stored before a claim that was never recorded, or an upload never used). Files younger than the grace
// period are left out of the orphans: a registration or claim may be about to name them. With `fix`, the
// orphans past the grace period are deleted (with their .meta.json).
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { Firestore } from 'firebase-admin/firestore';
import { collections } from '../src/repositories/collections';

export interface ConsistencyProblem {
  kind:
    | 'subscription_without_device'
    | 'subscription_without_payment'
    | 'device_without_subscription'
    | 'payment_without_subscription'
    | 'claim_without_subscription'
    | 'claim_photo_missing'
    | 'device_image_missing'
    | 'orphan_file';
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

const META_SUFFIX = '.meta.json';

/** Every stored file under the directory, as its store path ('claims/uid/x.jpg'), with its age. */
async function storedFiles(root: string): Promise<{ path: string; mtimeMs: number }[]> {
  const found: { path: string; mtimeMs: number }[] = [];
  async function walk(dir: string): Promise<void> {
    let entries;
    try {
      entries = await fs.readdir(dir, { withFileTypes: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw err;
    }
    for (const entry of entries) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) await walk(full);
      else if (entry.isFile() && !entry.name.endsWith(META_SUFFIX)) {
        const stat = await fs.stat(full);
        found.push({
          path: path.relative(root, full).split(path.sep).join('/'),
          mtimeMs: stat.mtimeMs,
        });
      }
    }
  }
  await walk(root);
  return found;
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
  const now = (input.now ?? new Date()).getTime();
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

  const referenced = new Set<string>();
  for (const device of devices!.docs)
    for (const field of ['frontImagePath', 'backImagePath']) {
      const file = device.get(field) as string | null | undefined;
      if (file) referenced.add(file);
    }
  for (const claim of claims!.docs) {
    const subscriptionId = claim.get('subscriptionId') as string | undefined;
    if (!subscriptionId || !subscriptionIds.has(subscriptionId))
      problems.push({
        kind: 'claim_without_subscription',
        id: claim.id,
        detail: `subscription ${subscriptionId ?? '(none)'}`,
      });
    const photos = (claim.get('photos') as { path?: string }[] | undefined) ?? [];
    for (const photo of photos) if (photo.path) referenced.add(photo.path);
  }

  const removed: string[] = [];
  let fileCount = 0;
  if (input.filesDir) {
    const root = path.resolve(input.filesDir);
    const files = await storedFiles(root);
    fileCount = files.length;
    const present = new Set(files.map((f) => f.path));
    for (const claim of claims!.docs)
      for (const photo of (claim.get('photos') as { path?: string }[] | undefined) ?? [])
        if (photo.path && !present.has(photo.path))
          problems.push({ kind: 'claim_photo_missing', id: claim.id, detail: photo.path });
    for (const device of devices!.docs)
      for (const field of ['frontImagePath', 'backImagePath']) {
        const file = device.get(field) as string | null | undefined;
        if (file && !present.has(file))
          problems.push({ kind: 'device_image_missing', id: device.id, detail: file });
      }
    for (const file of files) {
      if (referenced.has(file.path) || now - file.mtimeMs < graceMs) continue;
      if (input.fix) {
        const full = path.join(root, ...file.path.split('/'));
        await fs.rm(full, { force: true });
        await fs.rm(`${full}${META_SUFFIX}`, { force: true });
        removed.push(file.path);
      } else
        problems.push({
          kind: 'orphan_file',
          id: file.path,
          detail: 'named by no device or claim',
        });
    }
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
