// Which stored files the records name: device photos (front and back) and claim photos. Read for the daily
// removal of uploads nothing names (services/orphan-files.ts); only those fields are fetched.
import type { Firestore } from 'firebase-admin/firestore';
import { collections } from './collections';

export function createFileReferencesRepository(db: Firestore) {
  return {
    /** Every file store path that a device or a claim names. */
    async referencedPaths(): Promise<Set<string>> {
      const [devices, claims] = await Promise.all([
        db.collection(collections.devices).select('frontImagePath', 'backImagePath').get(),
        db.collection(collections.claims).select('photos').get(),
      ]);
      const paths = new Set<string>();
      for (const device of devices.docs)
        for (const field of ['frontImagePath', 'backImagePath']) {
          const file: unknown = device.get(field);
          if (typeof file === 'string' && file) paths.add(file);
        }
      for (const claim of claims.docs) {
        const photos: unknown = claim.get('photos');
        if (!Array.isArray(photos)) continue;
        for (const photo of photos as { path?: unknown }[])
          if (typeof photo?.path === 'string' && photo.path) paths.add(photo.path);
      }
      return paths;
    },
  };
}

export type FileReferencesRepository = ReturnType<typeof createFileReferencesRepository>;
