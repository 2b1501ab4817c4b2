// devices: the phones and tablets customers registered, each with the subscription that covers it.
import type { Firestore, Timestamp } from 'firebase-admin/firestore';
import type { Cents, DeviceCondition, DeviceType } from '@protect/domain';
import { collections } from './collections';
import { converter, fromTimestamp, toTimestamp } from './converter';
import { readRecord, newestOfUser } from './records';

export interface DeviceRecord {
  id: string;
  userId: string;
  brand: string;
  model: string;
  deviceType: DeviceType;
  /** The listed model's price record, or 'custom'. */
  devicePricingId: string;
  deviceValueCents: Cents;
  imei: string;
  serialNumber: string;
  /** 'YYYY-MM-DD' or ''. */
  purchaseDate: string;
  condition: DeviceCondition;
  /** File store paths of the photos taken at registration. */
  frontImagePath: string | null;
  backImagePath: string | null;
  /** The subscription that covers (or, once removed, covered) it: kept so its claims stay readable. */
  subscriptionId: string;
  /** When it was taken off its Family plan subscription: it is no longer covered. */
  removedAt: Date | null;
  createdAt: Date;
}

export type DeviceDoc = Omit<DeviceRecord, 'id' | 'createdAt' | 'removedAt'> & {
  createdAt: Timestamp;
  removedAt?: Timestamp | null;
};

export const deviceConverter = converter<DeviceRecord, DeviceDoc>(
  ({ id: _id, ...device }) => ({
    ...device,
    createdAt: toTimestamp(device.createdAt),
    removedAt: device.removedAt ? toTimestamp(device.removedAt) : null,
  }),
  (id, doc) => ({
    ...doc,
    id,
    createdAt: fromTimestamp(doc.createdAt),
    removedAt: doc.removedAt ? fromTimestamp(doc.removedAt) : null,
  }),
);

export const MAX_DEVICES_PER_CUSTOMER_LIST = 100;

export function createDevicesRepository(db: Firestore) {
  const ref = db.collection(collections.devices).withConverter(deviceConverter);
  return {
    ref,
    async get(id: string): Promise<DeviceRecord | null> {
      return readRecord(ref, id);
    },
    /** The customer's devices, newest first (index: userId asc, createdAt desc). */
    async listForUser(userId: string): Promise<DeviceRecord[]> {
      return newestOfUser(ref, userId, MAX_DEVICES_PER_CUSTOMER_LIST);
    },
  };
}

export type DevicesRepository = ReturnType<typeof createDevicesRepository>;
