// The one error middleware: AppErrors become their status and a safe JSON body; body-parser errors are mapped;
// everything else is logged and answered with a generic 500. Clients never see a stack trace. Every error body
// carries the request's id (http/request-id.ts), the one a support request can quote to find the log lines.
import type { ErrorRequestHandler, RequestHandler, Response } from 'express';
import { AppError } from '../app-error';
import { logs, requestScope } from '../logs';
import { fromFirestoreUnavailable } from './firestore-unavailable';
import { REQUEST_ID_HEADER } from './request-id';

export interface ErrorBody {
  success: false;
  message: string;
  code: string;
  errors?: Record<string, string>;
  /** The X-Request-Id this answer went out with. */
  requestId?: string;
  [detail: string]: unknown;
}

/** Errors raised by body-parser carry a `type` and a `status`. */
interface BodyParserError {
  type?: unknown;
  status?: unknown;
}

function fromBodyParser(err: unknown): AppError | null {
  if (typeof err !== 'object' || err === null) return null;
  const { type, status } = err as BodyParserError;
  switch (type) {
    case 'entity.parse.failed':
      return AppError.malformedJson('Malformed JSON in request body');
    case 'entity.too.large':
      return AppError.payloadTooLarge();
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return AppError.unsupportedMediaType('Unsupported request body encoding');
    case 'request.aborted':
    case 'request.size.invalid':
    case 'stream.encoding.set':
      return AppError.malformedJson();
    default:
      return typeof status === 'number' && status >= 400 && status < 500 && typeof type === 'string'
        ? AppError.malformedJson()
        : null;
  }
}

/**
 * Other client errors raised before a route runs carry a 4xx `status` without a body-parser type: the router's
 * URIError for a path that cannot be percent-decoded, body-parser's error for a body that cannot be
 * decompressed. Their messages are internal, so the answer is generic.
 */
function fromClientError(err: unknown): AppError | null {
  // Only errors made for clients (http-errors marks them `expose`) and the router's URIError: a 4xx from a
  // Google API call inside a route is the server's failure, not the client's.
  const madeForClient =
    err instanceof URIError ||
    (typeof err === 'object' && err !== null && (err as { expose?: unknown }).expose === true);
  if (!madeForClient) return null;
  const { status } = err as BodyParserError;
  if (typeof status !== 'number' || status < 400 || status >= 500) return null;
  if (status === 413) return AppError.payloadTooLarge();
  if (status === 415) return AppError.unsupportedMediaType('Unsupported request body encoding');
  return AppError.malformedRequest('Invalid request');
}

function requestIdOf(res: Response): string | undefined {
  const header = res.getHeader(REQUEST_ID_HEADER);
  return requestScope.requestId() ?? (typeof header === 'string' ? header : undefined);
}

export const errorHandler: ErrorRequestHandler = (err: unknown, req, res, next) => {
  if (res.headersSent) {
    next(err);
    return;
  }
  const unavailable = err instanceof AppError ? null : fromFirestoreUnavailable(err);
  // Firestore out of reach is a known, temporary failure: a 503 the client can retry, logged as a warning.
  if (unavailable) logs.firestoreUnavailable(req.method, req.path, err);
  const known =
    err instanceof AppError ? err : (unavailable ?? fromBodyParser(err) ?? fromClientError(err));
  if (known) {
    const body: ErrorBody = {
      ...known.details,
      success: false,
      message: known.message,
      code: known.code,
    };
    if (known.errors) body.errors = known.errors;
    body.requestId = requestIdOf(res);
    res.status(known.status).json(body);
    return;
  }
  logs.unexpectedError(req.method, req.path, err);
  const body: ErrorBody = {
    success: false,
    message: 'Internal server error',
    code: 'internal',
    requestId: requestIdOf(res),
  };
  res.status(500).json(body);
};

/** Unknown /api paths answer JSON 404 instead of Express's HTML page. */
export const notFoundHandler: RequestHandler = (_req, _res, next) => {
  next(AppError.notFound('Not found'));
};
