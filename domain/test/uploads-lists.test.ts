import {
  addOnDeleteBlocked,
  clampPageSize,
  detectImageType,
  devicesStat,
  imageExtension,
  MAX_UPLOAD_BYTES,
  purchaseDateError,
  type ImageMimeType,
} from '../src';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(
    parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)),
  );

describe('image uploads', () => {
  test.each<[string, Uint8Array, ImageMimeType | null]>([
    ['JPEG', bytes([0xff, 0xd8, 0xff, 0xe0]), 'image/jpeg'],
    ['PNG', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]), 'image/png'],
    ['GIF87a', bytes('GIF87a'), 'image/gif'],
    ['GIF89a', bytes('GIF89a'), 'image/gif'],
    ['WebP', bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '), 'image/webp'],
    ['HEIC', bytes([0, 0, 0, 24], 'ftypheic'), 'image/heic'],
    ['MP4 (ftyp but not heic)', bytes([0, 0, 0, 24], 'ftypisom'), null],
    ['RIFF WAV', bytes('RIFF', [1, 2, 3, 4], 'WAVE'), null],
    ['PDF', bytes('%PDF-1.7'), null],
    ['a script named .jpg', bytes('<script>'), null],
    ['empty', new Uint8Array(), null],
  ])('when a %s file is uploaded, then its type is %p', (_label, data, type) => {
    expect(detectImageType(data)).toBe(type);
  });

  test('when an image is stored, then it gets the extension of its real type; the size limit is 10 MB', () => {
    expect(imageExtension('image/jpeg')).toBe('jpg');
    expect(imageExtension('image/heic')).toBe('heic');
    expect(MAX_UPLOAD_BYTES).toBe(10 * 1024 * 1024);
  });
});

describe('admin lists', () => {
  test.each<[unknown, number]>([
    [undefined, 50],
    ['', 50],
    ['abc', 50],
    ['20', 20],
    [0, 1],
    [1000, 200],
    [12.7, 12],
  ])('when page size %p is asked, then %p rows are served', (requested, size) => {
    expect(clampPageSize(requested)).toBe(size);
  });

  test.each([
    [0, 1],
    [3, 3],
  ])('when the customer has %p devices, then the stat shows %p', (count, shown) => {
    expect(devicesStat(count)).toBe(shown);
  });
});

describe('add-on deletion', () => {
  test('when active subscriptions use an add-on, then deleting it is blocked', () => {
    expect(addOnDeleteBlocked(2)).toBe(true);
    expect(addOnDeleteBlocked(0)).toBe(false);
  });
});

describe('device age', () => {
  const now = new Date('2026-03-10T15:00:00Z');
  test.each<[string | null | undefined, Date | null, string | null]>([
    [undefined, now, null],
    ['', now, null],
    ['2026-03-10', now, null],
    ['2023-03-11', now, null],
    ['2023-03-10', now, 'Only devices under 3 years old can be enrolled'],
    ['2020-01-01', now, 'Only devices under 3 years old can be enrolled'],
    ['2026-03-11', now, 'Purchase date cannot be in the future'],
    ['2026-02-30', now, 'Please enter a valid purchase date'],
    ['10/03/2026', now, 'Please enter a valid purchase date'],
    ['2000-01-01', null, null],
    // Leap years: the third anniversary of Mar 1 2021 is Mar 1 2024, so on Feb 29 2024 it is under 3 years.
    ['2021-03-01', new Date('2024-02-29T12:00:00Z'), null],
    [
      '2021-02-28',
      new Date('2024-02-29T12:00:00Z'),
      'Only devices under 3 years old can be enrolled',
    ],
    ['2020-02-29', new Date('2023-02-27T12:00:00Z'), null],
    [
      '2020-02-29',
      new Date('2023-02-28T12:00:00Z'),
      'Only devices under 3 years old can be enrolled',
    ],
  ])('when the purchase date is %p, then the error is %p', (date, clock, message) => {
    expect(purchaseDateError(date, clock)).toBe(message);
  });
});
