// Photos as the api's claim tests send them (images by their magic bytes), and the ones the local file
// store kept for a customer.
import { promises as fs } from 'node:fs';
import path from 'node:path';

export const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);
export const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);

/** The claim photo files kept for a customer under the local file store `filesDir`. */
export async function storedClaimPhotos(filesDir: string, uid: string): Promise<string[]> {
  const names = await fs.readdir(path.join(filesDir, 'claims', uid)).catch(() => []);
  return names.filter((name) => !name.endsWith('.meta.json'));
}
