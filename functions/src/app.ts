// Assembles the api: request ids, GET /api/health, then every other route behind one lazy router (loaded on
// the first request that needs it: http/lazy-router.ts, api-routes.ts), one JSON 404 and one error
// middleware. What is imported here is what the function's cold start pays for, so only the shell's modules
// are imported as values; the rest is imported as types, or inside the lazy router's loader.
import express, { type Express } from 'express';
import type { Firestore } from 'firebase-admin/firestore';
import { type Clock, systemClock } from './adapters/clock';
import type { FileStore } from './adapters/file-store';
import type { MailTransport } from './adapters/mail-transport';
import type { ConfiguredGateway } from './adapters/payment-gateway-factory';
import type { TokenVerifier } from './caller';
import { type Config, loadConfig } from './config';
import { errorHandler, notFoundHandler } from './http/error-handler';
import { lazyRouter } from './http/lazy-router';
import { requestId } from './http/request-id';
import { createHealthProbeRepository } from './repositories/health-probe';
import { healthRoutes } from './routes/health';
import { createHealthService } from './services/health';

export interface AppDeps {
  firestore: Firestore;
  /** The admin SDK's Auth (or anything that verifies ID tokens the same way). */
  auth: TokenVerifier;
  /** Where device images and claim photos are kept. */
  fileStore?: FileStore;
  clock?: Clock;
  config?: Config;
  /** The card payment gateway; by default the one the configuration names (tests pass their own). */
  gateway?: ConfiguredGateway;
  /** How mail leaves (the admin's resend); by default the configuration's SMTP, or null when off. */
  mailTransport?: MailTransport | null;
}

/**
 * `deps` as they are, or (the deployed function) a loader that makes them on first use, so that
 * firebase-admin's services are not loaded before a route needs them; `config` is then read at once.
 */
export function createApp(deps: AppDeps | (() => Promise<AppDeps>)): Express {
  const config = (typeof deps === 'function' ? undefined : deps.config) ?? loadConfig();
  let resolved: Promise<AppDeps> | undefined;
  const appDeps = () => (resolved ??= typeof deps === 'function' ? deps() : Promise.resolve(deps));

  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.set('trust proxy', config.trustProxy);
  // First: every answer (an error too) and every log line while serving it carries the request's id.
  app.use(requestId);
  // Uptime checks and the benchmark's no-op: before everything else, so it costs only Express itself.
  app.use(
    healthRoutes(
      createHealthService(async () => createHealthProbeRepository((await appDeps()).firestore)),
    ),
  );
  app.use(
    lazyRouter(async () => {
      const [{ apiRoutes }, loaded] = await Promise.all([import('./api-routes'), appDeps()]);
      return apiRoutes(loaded, config, loaded.clock ?? systemClock);
    }),
  );

  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}
