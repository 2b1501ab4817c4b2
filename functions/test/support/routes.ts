// Lists every route registered on an Express 5 app by walking its router stack (mounted routers included).
import type { Express } from 'express';

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

export function registeredRoutes(app: Express): RegisteredRoute[] {
  const router = (app as unknown as { router?: { stack: Layer[] } }).router;
  if (!router) throw new Error('Not an Express 5 app: no app.router');
  const routes: RegisteredRoute[] = [];
  walk(router.stack, '', routes);
  return routes;
}

/** Fills route parameters (":id") with a placeholder value. */
export function concretePath(path: string): string {
  return path.replace(/:(\w+)/g, 'x-$1').replace(/\*\w*/g, 'x');
}
