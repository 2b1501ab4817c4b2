// The web build under measure and the server it is measured on: building web/ (this worktree's or a base
// commit's), its initial JavaScript per route from the Vite manifest, and a static server that serves a
// build as Hosting does and forwards /api to the bench's stack (see bench-web.ts's header).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { demoAddOns, demoDevicePricing, demoPlans } from '../../emulators/seed/catalogue-data';
import { addOnToWire, devicePricingToWire, planToWire } from '../../functions/src/public';

/** Where a running stack's api answers: the Functions emulator's URL of the `api` function. */
export type ApiTarget = { functionUrl: string } | null;

/** Builds `webDir` into its dist/ with `env` (the stack's Firebase settings and PRERENDER_API_ORIGIN). */
export async function buildWeb(webDir: string, env: Record<string, string>): Promise<void> {
  const child = spawn('npx', ['vite', 'build'], {
    cwd: webDir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env },
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`web build in ${webDir} failed`);
}

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const gzipCache = new Map<string, number>();
function gzipSize(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

/** A chunk's file plus everything it imports statically (what the browser must fetch before it runs). */
function staticClosure(manifest: Manifest, key: string, into: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, into);
}

export interface RouteSize {
  files: number;
  gzipKb: number;
}

/**
 * The initial JavaScript of a route: the entry, its static imports and the modules the route needs
 * before it shows (its page, and for a signed-in page the Auth SDK); null when the build has no such module
 * (a base commit without that page).
 */
export function routeSize(dist: string, modules: readonly string[]): RouteSize | null {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!entryKey) throw new Error(`No entry chunk in ${dist}'s Vite manifest`);
  const files = new Set<string>();
  staticClosure(manifest, entryKey, files);
  for (const module of modules) {
    if (!manifest[module]) return null;
    staticClosure(manifest, module, files);
  }
  const js = [...files].filter((f) => f.endsWith('.js'));
  const bytes = js.reduce((sum, f) => sum + gzipSize(path.join(dist, f)), 0);
  return { files: js.length, gzipKb: bytes / 1024 };
}

/** The public catalogue as the api answers it after a seed: the build's data when no stack runs (--sizes-only). */
function catalogueAnswers(): Record<string, unknown> {
  const now = new Date();
  const devices = demoDevicePricing(now);
  return {
    '/api/plans': {
      success: true,
      plans: demoPlans(now, devices)
        .filter((p) => p.isActive)
        .map(planToWire),
    },
    '/api/addons': {
      success: true,
      addons: demoAddOns(now)
        .filter((a) => a.isActive)
        .map(addOnToWire),
    },
    '/api/device-pricing': {
      success: true,
      devices: devices.filter((d) => d.isActive).map(devicePricingToWire),
    },
  };
}

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
};

/** Hosting compresses each file once, ahead of requests; so does this server (not per request). */
const compressedCache = new Map<string, Buffer>();
function compressed(file: string, encoding: 'br' | 'gzip', body: Buffer): Buffer {
  // By modification time too: a page rebuilt while --serve runs is served as rebuilt.
  const key = `${encoding}:${file}:${fs.statSync(file).mtimeMs}`;
  let out = compressedCache.get(key);
  if (!out) {
    out = encoding === 'br' ? zlib.brotliCompressSync(body) : zlib.gzipSync(body);
    compressedCache.set(key, out);
  }
  return out;
}

/** Compresses every file of a build once it is there, before anything is measured. */
export function precompress(dist: string): void {
  for (const file of fs.readdirSync(dist, { recursive: true, encoding: 'utf8' })) {
    const full = path.join(dist, file);
    if (!fs.statSync(full).isFile()) continue;
    const body = fs.readFileSync(full);
    compressed(full, 'br', body);
    compressed(full, 'gzip', body);
  }
}

/** Passes an /api request on to the stack's api function, as Hosting's rewrite does. */
function forward(req: http.IncomingMessage, res: http.ServerResponse, functionUrl: string): void {
  const upstream = http.request(
    `${functionUrl}${req.url ?? '/'}`,
    { method: req.method, headers: { ...req.headers, host: new URL(functionUrl).host } },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.once('error', (error) => {
    res.writeHead(502, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ success: false, message: error.message, code: 'bad_gateway' }));
  });
  req.pipe(upstream);
}

/**
 * A static server of `dist` with clean URLs, the app shell fallback and Brotli or gzip, like Hosting;
 * /api goes to the stack's api, or without a stack the catalogue is answered from the seed's data.
 */
export function serveBuild(dist: string, port: number, api: ApiTarget): Promise<http.Server> {
  const catalogue = catalogueAnswers();
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname.startsWith('/api/') && api) return forward(req, res, api.functionUrl);
    const answer = catalogue[url.pathname];
    if (answer) {
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      res.end(JSON.stringify(answer));
      return;
    }
    if (url.pathname.startsWith('/api/')) {
      res.writeHead(503, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({ success: false, message: 'No api without a stack', code: 'unavailable' }),
      );
      return;
    }
    // As Hosting with firebase.json's cleanUrls and rewrites: a file, else <path>.html (a prerendered
    // page), else the app shell.
    const isFile = (f: string) => f.startsWith(dist) && fs.existsSync(f) && fs.statSync(f).isFile();
    const requested = path.join(
      dist,
      path.normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, ''),
    );
    const candidates = [
      requested,
      path.join(requested, 'index.html'),
      `${requested}.html`,
      path.join(dist, 'app.html'),
    ];
    const file = candidates.find(isFile) ?? path.join(dist, 'app.html');
    const body = fs.readFileSync(file);
    const headers: http.OutgoingHttpHeaders = {
      'content-type': MIME[path.extname(file)] ?? 'application/octet-stream',
    };
    if (file.includes(`${path.sep}assets${path.sep}`))
      headers['cache-control'] = 'public, max-age=31536000, immutable';
    // Hosting serves Brotli to browsers that accept it, else gzip (firebase.google.com/docs/hosting).
    const accepted = String(req.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
    if (encoding) headers['content-encoding'] = encoding;
    res.writeHead(200, headers);
    res.end(encoding ? compressed(file, encoding, body) : body);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}
