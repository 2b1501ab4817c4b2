// FileStore port: where uploaded files (claim photos, device images) live. Cloud Storage in production and
// with the Storage emulator; a directory on local disk when the local stack runs without one.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { Storage } from 'firebase-admin/storage';

export interface StoredFile {
  bytes: Buffer;
  contentType: string;
}

/** A stored file as a listing names it: its path and when it was last written. */
export interface StoredFileEntry {
  path: string;
  updatedAt: Date;
}

export interface FileStore {
  put(filePath: string, bytes: Buffer, contentType: string): Promise<void>;
  /** Null when nothing is stored at this path. */
  get(filePath: string): Promise<StoredFile | null>;
  /** Deleting a missing file is not an error. */
  delete(filePath: string): Promise<void>;
  /** Every stored file (for the daily removal of uploads no record names: services/orphan-files.ts). */
  list(): Promise<StoredFileEntry[]>;
}

/**
 * Store paths are relative, slash separated, made of safe segments (no '..', no empty or dot segments):
 * the server builds them, but a bug must never let one escape the store.
 */
export function assertSafePath(filePath: string): string[] {
  const segments = filePath.split('/');
  const safe = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
  if (
    segments.length === 0 ||
    segments.some((s) => !safe.test(s) || s === '..' || s.includes('..'))
  ) {
    throw new Error(`Unsafe file store path: ${JSON.stringify(filePath)}`);
  }
  return segments;
}

export function createCloudStorageFileStore(storage: Storage, bucketName?: string): FileStore {
  const bucket = () => (bucketName ? storage.bucket(bucketName) : storage.bucket());
  return {
    async put(filePath, bytes, contentType) {
      assertSafePath(filePath);
      await bucket().file(filePath).save(bytes, { contentType, resumable: false });
    },
    async get(filePath) {
      assertSafePath(filePath);
      const file = bucket().file(filePath);
      try {
        const [[bytes], [metadata]] = await Promise.all([file.download(), file.getMetadata()]);
        return { bytes, contentType: metadata.contentType ?? 'application/octet-stream' };
      } catch (err) {
        if ((err as { code?: unknown }).code === 404) return null;
        throw err;
      }
    },
    async delete(filePath) {
      assertSafePath(filePath);
      await bucket().file(filePath).delete({ ignoreNotFound: true });
    },
    async list() {
      const [files] = await bucket().getFiles({ autoPaginate: true });
      return files.map((file) => ({
        path: file.name,
        updatedAt: new Date(file.metadata.updated ?? file.metadata.timeCreated ?? 0),
      }));
    },
  };
}

const META_SUFFIX = '.meta.json';
const TMP_SUFFIX = '.tmp';

/**
 * Files under `directory`, each with a `<name>.meta.json` beside it holding the content type.
 * Writes go to a temporary file first and are renamed, so a reader never sees half a file.
 */
export function createLocalDiskFileStore(directory: string): FileStore {
  const root = path.resolve(directory);
  const locate = (filePath: string) => {
    const full = path.join(root, ...assertSafePath(filePath));
    return { data: full, meta: `${full}${META_SUFFIX}` };
  };
  return {
    async put(filePath, bytes, contentType) {
      const { data, meta } = locate(filePath);
      await fs.mkdir(path.dirname(data), { recursive: true });
      const suffix = `.${process.pid}.${Date.now()}.${Math.random().toString(36).slice(2)}${TMP_SUFFIX}`;
      await fs.writeFile(`${meta}${suffix}`, JSON.stringify({ contentType }));
      await fs.writeFile(`${data}${suffix}`, bytes);
      await fs.rename(`${meta}${suffix}`, meta);
      await fs.rename(`${data}${suffix}`, data);
    },
    async get(filePath) {
      const { data, meta } = locate(filePath);
      try {
        const [bytes, metaText] = await Promise.all([
          fs.readFile(data),
          fs.readFile(meta, 'utf8').catch(() => null),
        ]);
        const contentType = metaText
          ? (JSON.parse(metaText) as { contentType?: string }).contentType
          : undefined;
        return { bytes, contentType: contentType ?? 'application/octet-stream' };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async delete(filePath) {
      const { data, meta } = locate(filePath);
      await Promise.all([fs.rm(data, { force: true }), fs.rm(meta, { force: true })]);
    },
    async list() {
      const found: StoredFileEntry[] = [];
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
          // Content-type sidecars and half-written temporary files are not stored files.
          else if (
            entry.isFile() &&
            !entry.name.endsWith(META_SUFFIX) &&
            !entry.name.endsWith(TMP_SUFFIX)
          )
            found.push({
              path: path.relative(root, full).split(path.sep).join('/'),
              updatedAt: (await fs.stat(full)).mtime,
            });
        }
      }
      await walk(root);
      return found;
    },
  };
}
