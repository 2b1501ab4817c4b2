// Every request gets an id: answered in `X-Request-Id`, put in every error body (error-handler.ts) and on
// every log line written while the request is served (logs.ts reads it from the request scope this opens).
// A caller's own sane X-Request-Id is kept (a client or a proxy that logs it too can match the lines); else
// Cloud's trace id (X-Cloud-Trace-Context or W3C traceparent), so the lines match the request's trace;
// else a random one.
import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import { requestScope } from '../logs';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** Letters, digits and `._:-`, 8 to 128 long: nothing that could break a header or forge a log field. */
const SANE_ID = /^[A-Za-z0-9._:-]{8,128}$/;

function traceIdOf(cloudTrace: string | undefined, traceparent: string | undefined): string | null {
  const cloud = /^([0-9a-f]{32})(?:\/|$)/i.exec(cloudTrace ?? '');
  if (cloud) return cloud[1]!.toLowerCase();
  const w3c = /^[0-9a-f]{2}-([0-9a-f]{32})-[0-9a-f]{16}-[0-9a-f]{2}$/i.exec(traceparent ?? '');
  return w3c ? w3c[1]!.toLowerCase() : null;
}

export function requestIdOf(headers: {
  requestId?: string;
  cloudTrace?: string;
  traceparent?: string;
}): string {
  const given = headers.requestId?.trim();
  if (given && SANE_ID.test(given)) return given;
  return traceIdOf(headers.cloudTrace, headers.traceparent) ?? randomUUID();
}

export const requestId: RequestHandler = (req, res, next) => {
  const id = requestIdOf({
    requestId: req.get(REQUEST_ID_HEADER),
    cloudTrace: req.get('X-Cloud-Trace-Context'),
    traceparent: req.get('traceparent'),
  });
  res.setHeader(REQUEST_ID_HEADER, id);
  requestScope.run(id, next);
};
