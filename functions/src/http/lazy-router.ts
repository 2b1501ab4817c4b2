// Load what a route needs when it first needs it: the api's cold start (module import to first answer) pays
// only for Express and the few modules of the routes it mounts at once (request ids, GET /api/health); the
// rest (firebase-admin's Firestore, Stripe, busboy, the services) is loaded by the first request that reaches
// a lazy router. `load` runs once; when it fails, the request answers through the error middleware and the
// next request tries again.
import type { RequestHandler } from 'express';

export function lazyRouter(load: () => Promise<RequestHandler>): RequestHandler {
  let loading: Promise<RequestHandler> | undefined;
  return (req, res, next) => {
    const current = (loading ??= load());
    current.then(
      (router) => router(req, res, next),
      (err: unknown) => {
        if (loading === current) loading = undefined;
        next(err);
      },
    );
  };
}
