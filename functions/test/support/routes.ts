// Lists every route of the api by walking Express 5 router stacks (mounted routers included). The app's shell
// mounts the api's routes behind a lazy router (app.ts), which a walk cannot see into before a request loads
// it, so the api's own router is built and walked beside the shell.
import type { Express, Router } from 'express';
import { systemClock } from '../../src/adapters/clock';
import { apiRoutes } from '../../src/api-routes';
import { loadConfig } from '../../src/config';
import { auth, firestore } from './emulator';

export interface RegisteredRoute {
  method: string;
  path: string;
}

interface Layer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
  rawPath?: string | string[];
  slash?: boolean;
}

function join(prefix: string, path: string): string {
  return `${prefix}${path}`.replace(/\/{2,}/g, '/');
}

function walk(stack: Layer[], prefix: string, out: RegisteredRoute[]): void {
  for (const layer of stack) {
    if (layer.route) {
      const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
      for (const path of paths) {
        for (const [method, enabled] of Object.entries(layer.route.methods)) {
          if (enabled && method !== '_all')
            out.push({ method: method.toUpperCase(), path: join(prefix, path) });
        }
      }
    } else if (layer.handle?.stack) {
      // A mounted router: its routes sit under the mount path (none when mounted with app.use(router)).
      const mount = layer.slash || layer.rawPath === undefined ? '' : String(layer.rawPath);
      walk(layer.handle.stack, join(prefix, mount), out);
    }
  }
}

function routesOf(stack: Layer[]): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  walk(stack, '', routes);
  return routes;
}

/** Every route `app` answers: the shell's own (GET /api/health) and those of api-routes.ts behind its lazy router. */
export function registeredRoutes(app: Express): RegisteredRoute[] {
  const shell = (app as unknown as { router?: { stack: Layer[] } }).router;
  if (!shell) throw new Error('Not an Express 5 app: no app.router');
  const api: Router = apiRoutes({ firestore, auth }, loadConfig(), systemClock);
  return [...routesOf(shell.stack), ...routesOf((api as unknown as { stack: Layer[] }).stack)];
}

/** Fills route parameters (":id") with a placeholder value. */
export function concretePath(path: string): string {
  return path.replace(/:(\w+)/g, 'x-$1').replace(/\*\w*/g, 'x');
}
