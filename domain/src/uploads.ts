// Image uploads (claim photos, device images): images only, recognized by their first bytes rather than
// by the client's file name or declared type (DESIGN.md section 4); 10 MB each.

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export type ImageMimeType = 'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp' | 'image/heic';

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return signature.every((byte, i) => bytes[offset + i] === byte);
}

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The image type recognized from a file's first bytes, or null when it is not a supported image. */
export function detectImageType(bytes: Uint8Array): ImageMimeType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  if (
    startsWith(bytes, ascii('ftyp'), 4) &&
    ['heic', 'heix', 'mif1', 'msf1'].some((brand) => startsWith(bytes, ascii(brand), 8))
  )
    return 'image/heic';
  return null;
}

/** The file extension to store an image under. */
export function imageExtension(type: ImageMimeType): string {
  return {
    'image/jpeg': 'jpg',
    'image/png': 'png',
    'image/gif': 'gif',
    'image/webp': 'webp',
    'image/heic': 'heic',
  }[type];
}

export const UPLOAD_MESSAGES = {
  // Our own wording: the spec only says images are accepted.
  notAnImage: 'Only image files can be uploaded',
  tooLarge: 'Each image must be 10 MB or smaller',
} as const;
