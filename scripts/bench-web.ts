// `npm run bench:web`: builds the web app, prints the initial JavaScript of each route (gzipped, from the
// Vite manifest) and runs Lighthouse (mobile) with Debian's chromium against a static server of web/dist.
// Options: --no-build (measure the existing dist), --sizes-only (skip Lighthouse), --port N (default 8810),
// --runs N (Lighthouse runs per route, default 3), --only ROUTE (Lighthouse on that route alone; repeatable),
// --serve (only serve the build on --port, to look at it or profile it in a browser).
// The static server serves files as Hosting does (cleanUrls: a prerendered page, else the app shell) and
// answers the public catalogue (/api/plans, /api/addons, /api/device-pricing) with the seeded demo
// catalogue in the api's own wire shapes, so pages render as they do for a visitor (the build's prerendered
// pages read it from this server too, PRERENDER_API_ORIGIN); any other /api call
// answers 503. Each route is measured --runs times (default 3) and the median run is reported,
// since single Lighthouse runs vary by several points on a busy machine.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { demoAddOns, demoDevicePricing, demoPlans } from '../emulators/seed/catalogue-data';
import { addOnToWire, devicePricingToWire, planToWire } from '../functions/src/public';

const REPO_ROOT = path.resolve(__dirname, '..');
const DIST = path.join(REPO_ROOT, 'web', 'dist');
const MANIFEST = path.join(DIST, '.vite', 'manifest.json');
const RESULTS = path.join(REPO_ROOT, 'bench-results');
const CHROMIUM = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const BUDGET_KB = 200;
const PERFORMANCE_TARGET = 90;
const ACCESSIBILITY_TARGET = 95;

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(name);
const portArg = args.indexOf('--port');
const PORT = portArg >= 0 ? Number(args[portArg + 1]) : 8810;
const runsArg = args.indexOf('--runs');
const RUNS = runsArg >= 0 ? Math.max(1, Number(args[runsArg + 1])) : 3;
const ONLY = args.flatMap((a, i) => (args[i - 1] === '--only' ? [a] : []));

/** The public catalogue as GET /api/plans, /api/addons and /api/device-pricing answer it after a seed. */
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

/** Each measured route and the page modules loaded for it at once (a page may split off a part it preloads). */
const ROUTES: Array<{ route: string; page: string | string[]; lighthouse: boolean }> = [
  { route: '/', page: 'src/features/public/pages/HomePage.tsx', lighthouse: true },
  { route: '/services', page: 'src/features/public/pages/ServicesPage.tsx', lighthouse: true },
  {
    route: '/quote',
    page: [
      'src/features/quote/pages/QuotePage.tsx',
      'src/features/quote/components/QuoteWizard.tsx',
    ],
    lighthouse: true,
  },
  { route: '/login', page: 'src/features/auth/pages/LoginPage.tsx', lighthouse: true },
  { route: '/register', page: 'src/features/auth/pages/RegisterPage.tsx', lighthouse: false },
  { route: '/faq', page: 'src/features/public/pages/FaqPage.tsx', lighthouse: false },
  { route: '/contact', page: 'src/features/public/pages/ContactPage.tsx', lighthouse: false },
  { route: '/about', page: 'src/features/public/pages/AboutPage.tsx', lighthouse: false },
  { route: '/blog', page: 'src/features/public/pages/BlogPage.tsx', lighthouse: false },
  { route: '/careers', page: 'src/features/public/pages/CareersPage.tsx', lighthouse: false },
  {
    route: '/customer/dashboard',
    page: 'src/features/dashboard/pages/CustomerDashboardPage.tsx',
    lighthouse: false,
  },
  {
    route: '/register-device',
    page: 'src/features/devices/pages/RegisterDevicePage.tsx',
    lighthouse: false,
  },
  {
    route: '/admin/dashboard',
    page: 'src/app/admin/AdminDashboardPage.tsx',
    lighthouse: false,
  },
];

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** Builds web/dist; its prerendered pages read the catalogue from this script's own server at `apiOrigin`. */
async function build(apiOrigin: string): Promise<void> {
  console.log('Building web (npm run build -w web)...');
  // The local stack's build (no project config needed); the same code and bundle as a deployed build.
  const child = spawn('npm', ['run', 'build', '-w', 'web'], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, VITE_USE_EMULATORS: 'true', PRERENDER_API_ORIGIN: apiOrigin },
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error('web build failed');
}

const gzipCache = new Map<string, number>();
function gzipSize(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = zlib.gzipSync(fs.readFileSync(path.join(DIST, file)), { level: 9 }).length;
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

interface RouteSize {
  route: string;
  files: number;
  gzipKb: number;
}

function measureSizes(): RouteSize[] {
  const manifest = JSON.parse(fs.readFileSync(MANIFEST, 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!entryKey) throw new Error('No entry chunk in the Vite manifest');
  return ROUTES.map(({ route, page }) => {
    const files = new Set<string>();
    staticClosure(manifest, entryKey, files);
    for (const module of typeof page === 'string' ? [page] : page) {
      if (!manifest[module]) throw new Error(`The manifest has no chunk for ${module}`);
      staticClosure(manifest, module, files);
    }
    const js = [...files].filter((f) => f.endsWith('.js'));
    const bytes = js.reduce((sum, f) => sum + gzipSize(f), 0);
    return { route, files: js.length, gzipKb: bytes / 1024 };
  });
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
  const key = `${encoding}:${file}`;
  let out = compressedCache.get(key);
  if (!out) {
    out = encoding === 'br' ? zlib.brotliCompressSync(body) : zlib.gzipSync(body);
    compressedCache.set(key, out);
  }
  return out;
}

/** Compresses every file of web/dist once the build is there, before anything is measured. */
function precompressDist(): void {
  for (const file of fs.readdirSync(DIST, { recursive: true, encoding: 'utf8' })) {
    const full = path.join(DIST, file);
    if (!fs.statSync(full).isFile()) continue;
    const body = fs.readFileSync(full);
    compressed(full, 'br', body);
    compressed(full, 'gzip', body);
  }
}

/** A tiny static server of web/dist with clean URLs, the app shell fallback and Brotli or gzip, like Hosting. */
function serveDist(port: number): Promise<http.Server> {
  const catalogue = catalogueAnswers();
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const answer = catalogue[url.pathname];
    if (answer) {
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      res.end(JSON.stringify(answer));
      return;
    }
    if (url.pathname.startsWith('/api/')) {
      res.writeHead(503, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          success: false,
          message: 'No api in the benchmark server',
          code: 'unavailable',
        }),
      );
      return;
    }
    // As Hosting with firebase.json's cleanUrls and rewrites: a file, else <path>.html (a prerendered
    // page), else the app shell.
    const isFile = (f: string) => f.startsWith(DIST) && fs.existsSync(f) && fs.statSync(f).isFile();
    const requested = path.join(
      DIST,
      path.normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, ''),
    );
    const candidates = [
      requested,
      path.join(requested, 'index.html'),
      `${requested}.html`,
      path.join(DIST, 'app.html'),
    ];
    const file = candidates.find(isFile) ?? path.join(DIST, 'app.html');
    const body = fs.readFileSync(file);
    const headers: http.OutgoingHttpHeaders = {
      'content-type': MIME[path.extname(file)] ?? 'application/octet-stream',
    };
    if (file.includes(`${path.sep}assets${path.sep}`))
      headers['cache-control'] = 'public, max-age=31536000, immutable';
    // Hosting serves Brotli to browsers that accept it, else gzip (firebase.google.com/docs/hosting).
    const accepted = String(req.headers['accept-encoding'] ?? '');
    if (/\bbr\b/.test(accepted)) {
      headers['content-encoding'] = 'br';
      res.writeHead(200, headers);
      res.end(compressed(file, 'br', body));
    } else if (/\bgzip\b/.test(accepted)) {
      headers['content-encoding'] = 'gzip';
      res.writeHead(200, headers);
      res.end(compressed(file, 'gzip', body));
    } else {
      res.writeHead(200, headers);
      res.end(body);
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

interface Scores {
  route: string;
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

async function runLighthouse(port: number): Promise<Scores[]> {
  // Both are ESM-only packages; this script runs as CommonJS under tsx.
  const { default: lighthouse } = (await import('lighthouse')) as typeof import('lighthouse');
  const chromeLauncher = (await import('chrome-launcher')) as typeof import('chrome-launcher');
  const browserModule = (await import(
    pathToFileURL(path.join(REPO_ROOT, 'e2e', 'support', 'browser.ts')).href
  )) as {
    CHROMIUM_ARGS: string[];
  };
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: browserModule.CHROMIUM_ARGS,
    logLevel: 'silent',
  });
  const results: Scores[] = [];
  try {
    for (const { route } of ROUTES.filter(
      (r) => r.lighthouse && (ONLY.length === 0 || ONLY.includes(r.route)),
    )) {
      const runs = [];
      for (let run = 0; run < RUNS; run++) {
        const result = await lighthouse(`http://127.0.0.1:${port}${route}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
        });
        if (!result) throw new Error(`Lighthouse gave no result for ${route}`);
        runs.push(result);
      }
      // The median run by performance score stands for the route.
      runs.sort(
        (a, b) =>
          (a.lhr.categories.performance?.score ?? 0) - (b.lhr.categories.performance?.score ?? 0),
      );
      const result = runs[Math.floor(runs.length / 2)];
      if (!result) throw new Error(`Lighthouse gave no result for ${route}`);
      // The full reports (open them in the Lighthouse viewer) land in bench-results/, which git ignores.
      fs.mkdirSync(RESULTS, { recursive: true });
      fs.writeFileSync(
        path.join(RESULTS, `lighthouse${route === '/' ? '-home' : route.replace(/\//g, '-')}.json`),
        JSON.stringify(result.lhr),
      );
      const { categories, audits } = result.lhr;
      results.push({
        route,
        performance: Math.round((categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
        lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
        tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
        cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
      });
      const failing = Object.values(audits).filter(
        (a) =>
          a.score !== null &&
          a.score < 1 &&
          result.lhr.categories.accessibility?.auditRefs.some(
            (ref) => ref.id === a.id && ref.weight > 0,
          ),
      );
      for (const audit of failing)
        console.log(`  ${route}: accessibility audit "${audit.title}" failed`);
    }
  } finally {
    chrome.kill();
  }
  return results;
}

function table(rows: Array<Record<string, string>>): string {
  const first = rows[0];
  if (!first) return '';
  const columns = Object.keys(first);
  const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => (r[c] ?? '').length)));
  const line = (cells: string[]) =>
    `| ${cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  return [
    line(columns),
    `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`,
    ...rows.map((r) => line(columns.map((c) => r[c] ?? ''))),
  ].join('\n');
}

async function main(): Promise<void> {
  // The server answers the catalogue before the build, which prerenders the public pages with it.
  const server = await serveDist(PORT);
  try {
    if (!flag('--no-build')) await build(`http://127.0.0.1:${PORT}`);
    precompressDist();
    if (flag('--serve')) {
      console.log(`Serving web/dist as Hosting would on http://127.0.0.1:${PORT} (Ctrl-C to stop)`);
      await new Promise<never>(() => undefined);
    }
    const sizes = measureSizes();
    console.log(
      `\nInitial JavaScript per route (gzip -9; entry + its static imports + the route's page chunk); budget for /: ${BUDGET_KB} KB\n`,
    );
    console.log(
      table(
        sizes.map((s) => ({
          route: s.route,
          'js files': String(s.files),
          'gzipped KB': s.gzipKb.toFixed(1),
        })),
      ),
    );
    let ok = (sizes.find((s) => s.route === '/')?.gzipKb ?? Infinity) <= BUDGET_KB;

    if (!flag('--sizes-only')) {
      console.log(
        `\nLighthouse (mobile, simulated throttling) against http://127.0.0.1:${PORT} ...`,
      );
      const scores = await runLighthouse(PORT);
      console.log(
        `\nTargets: performance >= ${PERFORMANCE_TARGET}, accessibility >= ${ACCESSIBILITY_TARGET}\n`,
      );
      console.log(
        table(
          scores.map((s) => ({
            route: s.route,
            performance: String(s.performance),
            accessibility: String(s.accessibility),
            'LCP ms': s.lcpMs.toFixed(0),
            'TBT ms': s.tbtMs.toFixed(0),
            CLS: s.cls.toFixed(3),
          })),
        ),
      );
      ok =
        ok &&
        scores.every(
          (s) => s.performance >= PERFORMANCE_TARGET && s.accessibility >= ACCESSIBILITY_TARGET,
        );
    }
    console.log(ok ? '\nAll web budgets met.' : '\nSome web budgets are NOT met.');
    process.exitCode = ok ? 0 : 1;
  } finally {
    server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
