// Photos customers upload (device images at registration; claim photos later): images only, recognized by
// their bytes, stored through the FileStore port under the owner's uid, and served back by /api/files/ to
// their owner and to admins only.
import { randomUUID } from 'node:crypto';
import { UPLOAD_MESSAGES, detectImageType, imageExtension } from '@protect/domain';
import type { FileStore, StoredFile } from '../adapters/file-store';
import { AppError } from '../app-error';
import type { Caller } from '../caller';
import { FILES_URL_PREFIX } from '../presenters';

export type UploadArea = 'devices' | 'claims';

/** The stored path behind an address this api answered, when it is the caller's file of that area. */
export function ownFilePathOf(
  area: UploadArea,
  uid: string,
  url: string | null | undefined,
): string | null {
  if (!url) return null;
  const path = url.startsWith(FILES_URL_PREFIX) ? url.slice(FILES_URL_PREFIX.length) : url;
  const match = /^([a-z]+)\/([^/]+)\/([A-Za-z0-9-]+\.[a-z]+)$/.exec(path);
  return match && match[1] === area && match[2] === uid ? path : null;
}

export function createUploadsService(deps: { fileStore: FileStore | undefined }) {
  function store(): FileStore {
    if (!deps.fileStore) throw new Error('No file store configured');
    return deps.fileStore;
  }
  return {
    /** Stores one image of the caller; answers its stored path. 415 when the bytes are not an image. */
    async storeImage(caller: Caller, area: UploadArea, bytes: Buffer): Promise<string> {
      const type = detectImageType(bytes);
      if (!type) throw AppError.unsupportedMediaType(UPLOAD_MESSAGES.notAnImage);
      const path = `${area}/${caller.uid}/${randomUUID()}.${imageExtension(type)}`;
      await store().put(path, bytes, type);
      return path;
    },

    /** Removes files this api stored (the photos of a claim that was refused after they were kept). */
    async discard(paths: readonly string[]): Promise<void> {
      await Promise.all(paths.map((path) => store().delete(path)));
    },

    /** A stored file, for its owner (the uid in its path) or an admin: 403 for anyone else, 404 when missing. */
    async read(caller: Caller, path: string): Promise<StoredFile> {
      const [area, owner] = path.split('/');
      if (!area || !owner || !['devices', 'claims'].includes(area)) throw AppError.notFound();
      if (owner !== caller.uid && caller.role !== 'admin') throw AppError.forbidden();
      let file: StoredFile | null;
      try {
        file = await store().get(path);
      } catch {
        throw AppError.notFound(); // an unsafe path names no file
      }
      if (!file) throw AppError.notFound();
      return file;
    },
  };
}

export type UploadsService = ReturnType<typeof createUploadsService>;
