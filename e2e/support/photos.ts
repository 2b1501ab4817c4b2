// Photos for upload tests: a 1x1 PNG, an image by its magic bytes as the api checks them.
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A file for playwright's setInputFiles. */
export const pngFile = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });
