// The read meter's header: each request runs with its own Firestore read count, and the answer carries it in
// `X-Firestore-Reads`, so tests and benchmarks (through Hosting too) see what a route costs. Mounted only
// where the configuration turns the meter on (the emulators and tests); see repositories/read-meter.ts.
import type { RequestHandler } from 'express';
import { readMeter } from '../repositories/read-meter';

export const READS_HEADER = 'X-Firestore-Reads';

export const firestoreReadsHeader: RequestHandler = (req, res, next) => {
  readMeter.run((reads) => {
    // The count is final when the headers go out: every answer (res.json, res.end, a stream) passes through
    // writeHead, called explicitly or by Node's implicit header.
    const writeHead = res.writeHead;
    res.writeHead = function (this: typeof res, ...args: Parameters<typeof writeHead>) {
      if (!res.headersSent) res.setHeader(READS_HEADER, String(reads()));
      return writeHead.apply(this, args);
    } as typeof writeHead;
    next();
  });
};
