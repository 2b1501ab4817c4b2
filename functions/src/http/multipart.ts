// multipart/form-data uploads, parsed with busboy. Cloud Functions reads the body before the app runs and
// keeps it as req.rawBody; elsewhere (tests, a plain server) the request stream is still unread.
import type { Request } from 'express';
import busboy from 'busboy';
import { UPLOAD_MESSAGES } from '@protect/domain';
import { AppError } from '../app-error';

export interface UploadedFile {
  field: string;
  bytes: Buffer;
  /** The client's file name: a label at most, never a path or a type. */
  fileName: string | null;
}

export interface MultipartBody {
  fields: Record<string, string>;
  files: UploadedFile[];
}

export function parseMultipart(
  req: Request,
  limits: {
    fileBytes: number;
    files: number;
    fileFields: readonly string[];
    /** The 413's message when more than `files` files are sent. */
    tooManyFiles?: string;
  },
): Promise<MultipartBody> {
  if (!req.is('multipart/form-data'))
    throw AppError.unsupportedMediaType('Content-Type must be multipart/form-data');
  return new Promise((resolve, reject) => {
    const fields: Record<string, string> = {};
    const files: UploadedFile[] = [];
    let failure: AppError | null = null;
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: {
          fileSize: limits.fileBytes,
          files: limits.files,
          fields: 50,
          fieldSize: 64 * 1024,
        },
      });
    } catch {
      reject(AppError.malformedRequest('Invalid multipart body'));
      return;
    }
    parser.on('field', (name, value) => {
      fields[name] = value;
    });
    parser.on('file', (field, stream, info) => {
      // Client file names and declared types are ignored: what a file is comes from its bytes.
      if (!limits.fileFields.includes(field)) {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        failure = AppError.payloadTooLarge(UPLOAD_MESSAGES.tooLarge);
      });
      stream.on('close', () => {
        if (chunks.length > 0)
          files.push({ field, bytes: Buffer.concat(chunks), fileName: info.filename ?? null });
      });
    });
    parser.on('filesLimit', () => {
      failure = AppError.payloadTooLarge(limits.tooManyFiles ?? 'Too many files');
    });
    parser.on('error', () => reject(AppError.malformedRequest('Invalid multipart body')));
    parser.on('close', () => (failure ? reject(failure) : resolve({ fields, files })));
    const raw = (req as Request & { rawBody?: Buffer }).rawBody;
    if (raw) parser.end(raw);
    else req.pipe(parser);
  });
}
