// Which stored files the records name: device photos (front and back) and claim photos (those filed with
// the claim and those its appeal added). Read for the daily removal of uploads nothing names
// (services/orphan-files.ts); only those fields are fetched.
import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { collections } from './collections';

/** The file store paths a stored claim names: its photos and its appeal's, read loosely (any stored shape). */
export function claimPhotoPaths(claim: DocumentSnapshot): string[] {
  const filed: unknown = claim.get('photos');
  const appeal: unknown = claim.get('appeal');
  const appealed: unknown =
    typeof appeal === 'object' && appeal !== null ? (appeal as { photos?: unknown }).photos : [];
  return [filed, appealed]
    .flatMap((photos) => (Array.isArray(photos) ? (photos as { path?: unknown }[]) : []))
    .flatMap((photo) => (typeof photo?.path === 'string' && photo.path ? [photo.path] : []));
}

export function createFileReferencesRepository(db: Firestore) {
  return {
    /** Every file store path that a device or a claim names. */
    async referencedPaths(): Promise<Set<string>> {
      const [devices, claims] = await Promise.all([
        db.collection(collections.devices).select('frontImagePath', 'backImagePath').get(),
        db.collection(collections.claims).select('photos', 'appeal').get(),
      ]);
      const paths = new Set<string>();
      for (const device of devices.docs)
        for (const field of ['frontImagePath', 'backImagePath']) {
          const file: unknown = device.get(field);
          if (typeof file === 'string' && file) paths.add(file);
        }
      for (const claim of claims.docs) for (const path of claimPhotoPaths(claim)) paths.add(path);
      return paths;
    },
  };
}

export type FileReferencesRepository = ReturnType<typeof createFileReferencesRepository>;
