// Claim photos: at most 5 to a claim, images only, at most 30 MB in all; the references a claim stores,
// the addresses they are shown at, and a client's file name kept as a label.

export const MAX_CLAIM_PHOTOS = 5;

/**
 * Largest POST /api/claims body: Cloud Functions refuses requests over 32 MB before the app runs, so five
 * photos of 10 MB each cannot all travel in one claim; the photos of one claim (with the form fields and the
 * multipart framing) may add up to 30 MiB (31.5 MB), and each photo to 10 MB.
 */
export const MAX_CLAIM_UPLOAD_BYTES = 30 * 1024 * 1024;

/** True for image MIME types (photo uploads accept images only). */
export function isImageType(mimeType: string): boolean {
  return /^image\/[a-z0-9.+-]+$/i.test(mimeType.trim());
}

/** Keeps only images, and at most `max` (5 for a claim, 3 for an appeal) counting those already attached. */
export function keepClaimPhotos<F extends { type: string }>(
  alreadyAttached: readonly F[],
  added: readonly F[],
  max: number = MAX_CLAIM_PHOTOS,
): F[] {
  return [...alreadyAttached, ...added.filter((file) => isImageType(file.type))].slice(0, max);
}

/**
 * Reads photo_urls that may be an array, a JSON string of one, or a single string; items may be strings
 * or objects with path, filename or url. Returns the non-blank references.
 */
export function claimPhotoRefs(photoUrls: unknown): string[] {
  let items: unknown[];
  if (Array.isArray(photoUrls)) items = photoUrls;
  else if (typeof photoUrls === 'string') {
    const text = photoUrls.trim();
    if (text === '') return [];
    try {
      const parsed = JSON.parse(text) as unknown;
      if (parsed === null) return [];
      // A bare number or boolean ("12345") is a file name that happens to parse as JSON.
      items = Array.isArray(parsed)
        ? parsed
        : [typeof parsed === 'object' || typeof parsed === 'string' ? parsed : text];
    } catch {
      items = [text];
    }
  } else return [];
  return items
    .map((item) => {
      if (typeof item === 'string') return item.trim();
      if (typeof item === 'object' && item !== null) {
        const o = item as Record<string, unknown>;
        const ref = [o.url, o.path, o.filename].find(
          (v) => typeof v === 'string' && v.trim() !== '',
        );
        return typeof ref === 'string' ? ref.trim() : '';
      }
      return '';
    })
    .filter((ref) => ref !== '');
}

/**
 * A photo reference the viewer neither fetches nor links ('Invalid path', spec 02 section 8): one that steps
 * up a folder, holds a backslash, or names a scheme other than http(s) (javascript:, data:, file:).
 */
export function isInvalidPhotoPath(ref: string): boolean {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(ref)?.[1]?.toLowerCase();
  return (
    /(^|\/)\.\.(\/|$)/.test(ref) ||
    ref.includes('\\') ||
    (scheme !== undefined && scheme !== 'http' && scheme !== 'https')
  );
}

/**
 * A photo's address: http(s) as is; the api's own '/api/files/...' as is (same origin, fetched with the
 * bearer token); 'uploads/...' prefixed with the host; otherwise a file under uploads/claims/.
 */
export function claimPhotoAddress(ref: string, host: string): string {
  const base = host.replace(/\/+$/, '');
  if (/^https?:/i.test(ref) || ref.startsWith('/api/files/')) return ref;
  const path = ref.replace(/^\/+/, '');
  if (path.startsWith('uploads/')) return `${base}/${path}`;
  return `${base}/uploads/claims/${path}`;
}

/** A client's file name kept as a label only: no folders, no control characters, at most 100 characters. */
export function photoLabel(fileName: string | null | undefined): string | null {
  if (!fileName) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const base = (fileName.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return base === '' ? null : base.slice(0, 100);
}
