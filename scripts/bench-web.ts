// `npm run bench:web`: builds the web app and measures it as a phone meets it, beside its floor.
//
// - Initial JavaScript per route (gzipped, from the Vite manifest: the entry, its static imports and the
//   route's page; a signed-in page also needs the Auth SDK before it shows, so it counts too).
// - Lighthouse mobile (simulated throttling, Debian's chromium) on the public pages as a visitor and on
//   the signed-in pages signed in (the seeded customer or admin, signed in once per run through the login
//   page; the session stays in the browser profile's IndexedDB, which Lighthouse does not reset).
// - The floor: /_floor, a prerendered page with the same theme, header and footer and nothing else,
//   hydrated the same way (web/src/app/FloorPage.tsx). The signed-in floor: /_floor/signed-in, the same
//   empty page behind the session check, loaded as the signed-in pages are (app shell, Auth SDK, session).
//   Every page's LCP and TBT is also printed as a ratio to its floor's, measured in the same run: ratios
//   compare across machines, milliseconds do not.
// - Responsiveness: one scripted interaction per key page, the worst one's Event Timing duration, with the
//   CPU slowed 4x (scripts/bench-web/interactions.ts).
// - Where the main thread goes on /: Lighthouse's bootup-time and main-thread breakdown, by module.
//
// The signed-in pages need Auth and the api, so the bench starts its own stack (emulators/launcher.ts,
// ports from BENCH_PORT_BASE, default 8820, project demo-bench, a fresh seed) and serves the build from its
// own server, which answers like Hosting (clean URLs, the app shell, Brotli) and forwards /api to the
// stack's Functions emulator as Hosting's rewrite does. Its own server rather than the stack's Hosting
// emulator: with --base two builds must be served side by side, and the emulator serves one folder.
//
// Options: --runs N (Lighthouse runs and interaction runs per route, median reported; default 3), --only
// ROUTE (Lighthouse on that route alone, plus the floor; repeatable; any route of the JS table,
// /customer/subscription/{id} for the seeded subscription), --base REV (build that commit in a scratch
// worktree and measure it beside this one, route by route, alternating runs), --no-build (measure the
// existing web/dist; not with --base), --sizes-only (sizes only: no stack, no browser), --serve (serve
// the build with the stack until Ctrl-C), --port N (this build's server, default 8810; the base's is
// N+1), --long-tasks N (instead of Lighthouse and the interactions: N loads of each route per build,
// alternating, with their long tasks timed in the page; scripts/bench-web/long-tasks.ts). Full Lighthouse
// reports land in bench-results/ (git-ignored).
import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import { checkOutBase, type BaseWorktree } from './bench-web/base';
import { CPU_SLOWDOWN } from './bench-web/browser';
import { timeInteractions, type Interaction } from './bench-web/interactions';
import {
  lighthouseRun,
  medianFigures,
  openBrowserFor,
  type Lhr,
  type PageFigures,
} from './bench-web/lighthouse';
import { timeLongTasks } from './bench-web/long-tasks';
import { mainThreadOf } from './bench-web/main-thread';
import { buildWeb, precompress, routeSize, serveBuild, type RouteSize } from './bench-web/site';
import { startBenchStack, type BenchStack, type Visitor } from './bench-web/stack';

const REPO_ROOT = path.resolve(__dirname, '..');
const RESULTS = path.join(REPO_ROOT, 'bench-results');

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(name);
const option = (name: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const PORT = Number(option('--port') ?? 8810);
const RUNS = Math.max(1, Number(option('--runs') ?? 3));
const ONLY = args.flatMap((a, i) => (args[i - 1] === '--only' ? [a] : []));
// '--only /customer/subscription/{id}': the seeded subscription's id is new on each run's stack.
const isOnly = (route: string) =>
  ONLY.some(
    (only) => only === route || (only.endsWith('/{id}') && route.startsWith(only.slice(0, -4))),
  );
const BASE_REV = option('--base');
const LONG_TASK_LOADS = Number(option('--long-tasks') ?? 0);
const STACK_PORT_BASE = Number(process.env.BENCH_PORT_BASE ?? 8820);

/** The targets of issue 25, printed with pass or fail. */
const TARGETS = {
  publicPerformance: 95,
  publicTbtMs: 200,
  signedInPerformance: 90,
  accessibility: 100,
  homeLcpMs: 1000,
  homeInitialKb: 150,
  signedInInitialKb: 200,
  interactionMs: 200,
};

type Kind = 'floor' | 'public' | 'signed-in';
interface BenchRoute {
  route: string;
  kind: Kind;
  who: Visitor;
  /** The modules the route needs before it shows (web/src paths, as the manifest names them). */
  modules: string[];
  lighthouse: boolean;
}

const AUTH_SDK = 'src/lib/firebase-sdk.ts';
const FLOOR = '/_floor';
const SIGNED_IN_FLOOR = '/_floor/signed-in';
const publicPage = (route: string, modules: string[], lighthouse = false): BenchRoute => ({
  route,
  kind: 'public',
  who: 'visitor',
  modules,
  lighthouse,
});
const signedInPage = (route: string, who: Visitor, page: string): BenchRoute => ({
  route,
  kind: 'signed-in',
  who,
  modules: [page, AUTH_SDK],
  lighthouse: true,
});

function routesOf(data: { subscriptionId: string } | null): BenchRoute[] {
  return [
    {
      route: FLOOR,
      kind: 'floor',
      who: 'visitor',
      modules: ['src/app/FloorPage.tsx'],
      lighthouse: true,
    },
    // What every signed-in page does before its own code: the app shell, the Auth SDK and the session
    // check, around the same empty page (signed in as the customer). The signed-in pages' floor.
    {
      route: SIGNED_IN_FLOOR,
      kind: 'floor',
      who: 'customer',
      modules: ['src/app/FloorPage.tsx', AUTH_SDK],
      lighthouse: true,
    },
    publicPage('/', ['src/features/public/pages/HomePage.tsx'], true),
    publicPage('/services', ['src/features/public/pages/ServicesPage.tsx'], true),
    publicPage(
      '/quote',
      ['src/features/quote/pages/QuotePage.tsx', 'src/features/quote/components/QuoteWizard.tsx'],
      true,
    ),
    publicPage('/login', ['src/features/auth/pages/LoginPage.tsx'], true),
    publicPage('/register', ['src/features/auth/pages/RegisterPage.tsx']),
    publicPage('/faq', ['src/features/public/pages/FaqPage.tsx']),
    publicPage('/contact', ['src/features/public/pages/ContactPage.tsx']),
    publicPage('/about', ['src/features/public/pages/AboutPage.tsx']),
    signedInPage(
      '/customer/dashboard',
      'customer',
      'src/features/dashboard/pages/CustomerDashboardPage.tsx',
    ),
    signedInPage(
      '/register-device',
      'customer',
      'src/features/devices/pages/RegisterDevicePage.tsx',
    ),
    signedInPage(
      `/customer/subscription/${data?.subscriptionId ?? '{id}'}`,
      'customer',
      'src/features/subscription/pages/SubscriptionPage.tsx',
    ),
    signedInPage(
      '/customer/claims',
      'customer',
      'src/features/claims/pages/CustomerClaimsPage.tsx',
    ),
    signedInPage('/admin/dashboard', 'admin', 'src/app/admin/AdminDashboardPage.tsx'),
    signedInPage('/admin/claims', 'admin', 'src/features/admin-claims/pages/AdminClaimsPage.tsx'),
  ];
}

function interactionsOf(data: BenchStack): Interaction[] {
  return [
    {
      name: 'quote: open the model search and type',
      who: 'visitor',
      route: '/quote',
      act: async (page) => {
        await page.getByRole('radio', { name: /Phone/ }).check();
        await page.getByRole('combobox', { name: /Device model/ }).click();
        await page.keyboard.type('iPhone 1', { delay: 80 });
      },
    },
    {
      name: 'customer dashboard: switch tab',
      who: 'customer',
      route: '/customer/dashboard',
      act: async (page) => {
        await page.getByRole('tab', { name: 'Claims' }).click();
        await page.getByRole('tab', { name: 'Claims', selected: true }).waitFor();
      },
    },
    {
      name: 'admin claim review: open the photos',
      who: 'admin',
      route: `/admin/claims/review/${data.claimWithPhotosId}`,
      act: async (page) => {
        await page.getByRole('button', { name: /View photos/ }).click();
        await page.getByRole('dialog').waitFor();
      },
    },
  ];
}

/** One build under measure: this worktree's, or the base commit's. */
interface Site {
  label: string;
  dist: string;
  origin: string;
  server?: http.Server;
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

const ms = (n: number | undefined) => (n === undefined || Number.isNaN(n) ? '-' : n.toFixed(0));
const ratio = (n: number | undefined, floor: number | undefined) =>
  n === undefined || floor === undefined || !(floor > 0) || Number.isNaN(n)
    ? '-'
    : `${(n / floor).toFixed(2)}x`;
const signed = (n: number, digits = 0) => `${n >= 0 ? '+' : ''}${n.toFixed(digits)}`;
const verdict = (ok: boolean) => (ok ? 'pass' : 'FAIL');

/** Targets a route's figures are held to; [] for the floor. */
function checksFor(route: BenchRoute, figures: PageFigures | undefined, size: RouteSize | null) {
  const checks: Array<[string, boolean]> = [];
  if (route.kind === 'floor') return checks;
  if (size && route.route === '/')
    checks.push([`JS <= ${TARGETS.homeInitialKb} KB`, size.gzipKb <= TARGETS.homeInitialKb]);
  if (size && route.kind === 'signed-in')
    checks.push([
      `JS <= ${TARGETS.signedInInitialKb} KB`,
      size.gzipKb <= TARGETS.signedInInitialKb,
    ]);
  if (!figures) return checks;
  if (route.kind === 'public') {
    checks.push([
      `perf >= ${TARGETS.publicPerformance}`,
      figures.performance >= TARGETS.publicPerformance,
    ]);
    checks.push([`TBT <= ${TARGETS.publicTbtMs}`, figures.tbtMs <= TARGETS.publicTbtMs]);
  } else {
    checks.push([
      `perf >= ${TARGETS.signedInPerformance}`,
      figures.performance >= TARGETS.signedInPerformance,
    ]);
  }
  checks.push([`a11y ${TARGETS.accessibility}`, figures.accessibility >= TARGETS.accessibility]);
  if (route.route === '/')
    checks.push([`LCP <= ${TARGETS.homeLcpMs}`, figures.lcpMs <= TARGETS.homeLcpMs]);
  return checks;
}

async function measureLighthouse(
  routes: BenchRoute[],
  sites: Site[],
): Promise<Map<string, Array<PageFigures | undefined>>> {
  const figures = new Map<string, Array<PageFigures | undefined>>();
  const visitors = [...new Set(routes.map((r) => r.who))];
  for (const who of visitors) {
    const chrome = await openBrowserFor(
      who,
      sites.map((s) => s.origin),
    );
    try {
      for (const { route, kind } of routes.filter((r) => r.who === who)) {
        const runs: Lhr[][] = sites.map(() => []);
        // The floor is this build's page (a base commit may have none): both builds are read against it.
        const measuredSites = kind === 'floor' ? sites.slice(0, 1) : sites;
        // Runs alternate between the builds, so that a busy moment of the machine weighs on both, and
        // the builds take turns going first (this, base, base, this, ...), so that neither always runs
        // straight after the other.
        for (let run = 0; run < RUNS; run++) {
          const order = [...measuredSites.entries()];
          if (run % 2 === 1) order.reverse();
          for (const [i, site] of order) {
            try {
              runs[i]?.push(await lighthouseRun(chrome, `${site.origin}${route}`));
            } catch (error) {
              console.log(`  ${site.label} ${route}: ${(error as Error).message}`);
            }
          }
        }
        const perSite = runs.map((r) => (r.length > 0 ? medianFigures(r) : undefined));
        figures.set(route, perSite);
        fs.mkdirSync(RESULTS, { recursive: true });
        perSite.forEach((f, i) => {
          if (!f) return;
          const name = route === '/' ? '-home' : route.replace(/\//g, '-');
          fs.writeFileSync(
            path.join(RESULTS, `lighthouse${i === 0 ? '' : '-base'}${name}.json`),
            JSON.stringify(f.lhr),
          );
        });
        const first = perSite[0];
        console.log(
          `  ${route}: ${perSite.map((f, i) => `${sites[i]?.label} ${f ? `${f.performance} (LCP ${ms(f.lcpMs)}, TBT ${ms(f.tbtMs)})` : '-'}`).join(', ')}`,
        );
        for (const failed of first?.failedAccessibility ?? [])
          console.log(`  ${route}: accessibility audit "${failed}" failed`);
      }
    } finally {
      chrome.kill();
    }
  }
  return figures;
}

/** --long-tasks N: each route's page loads timed directly, beside its floor and the base build. */
async function printLongTasks(routes: BenchRoute[], sites: Site[]): Promise<void> {
  console.log(
    `\nLong tasks while each page loads, CPU slowed ${CPU_SLOWDOWN}x, ${LONG_TASK_LOADS} loads per route and build, alternating...`,
  );
  const figures = await timeLongTasks(
    routes,
    sites.map((s) => s.origin),
    LONG_TASK_LOADS,
  );
  console.log(
    `\nBlocking time (each long task's ms over 50, summed per load, as TBT counts it): median and mean of ${LONG_TASK_LOADS} loads; "x floor" against ${SIGNED_IN_FLOOR}'s for a signed-in page, else ${FLOOR}'s (this build)\n`,
  );
  const rows: Array<Record<string, string>> = [];
  for (const r of routes) {
    const perSite = figures.get(r.route) ?? [];
    const floor = figures.get(r.kind === 'signed-in' ? SIGNED_IN_FLOOR : FLOOR)?.[0];
    for (const [i, f] of perSite.entries())
      rows.push({
        route: i === 0 ? r.route : '',
        build: sites[i]?.label ?? '',
        'blocking ms': ms(f?.blockingMs),
        'x floor': r.kind === 'floor' ? '' : ratio(f?.blockingMs, floor?.blockingMs),
        'mean ms': ms(f?.meanBlockingMs),
        'long tasks': f ? String(f.tasks) : '-',
        'longest ms': ms(f?.longestMs),
      });
    const [mine, theirs] = perSite;
    if (mine && theirs)
      rows.push({
        route: '',
        build: 'difference',
        'blocking ms': signed(mine.blockingMs - theirs.blockingMs),
        'mean ms': signed(mine.meanBlockingMs - theirs.meanBlockingMs),
      });
  }
  console.log(table(rows));
}

async function main(): Promise<void> {
  if (BASE_REV && flag('--no-build'))
    throw new Error('--base builds both commits: drop --no-build');
  const sizesOnly = flag('--sizes-only');
  const stack = sizesOnly ? null : await startBenchStack(STACK_PORT_BASE);
  let base: BaseWorktree | null = null;
  const sites: Site[] = [
    {
      label: 'this',
      dist: path.join(REPO_ROOT, 'web', 'dist'),
      origin: `http://127.0.0.1:${PORT}`,
    },
  ];
  try {
    if (BASE_REV) {
      base = checkOutBase(BASE_REV);
      sites.push({
        label: `base ${base.commit.slice(0, 8)}`,
        dist: path.join(base.root, 'web', 'dist'),
        origin: `http://127.0.0.1:${PORT + 1}`,
      });
    }
    // Each server answers before its build, whose prerendered pages read the catalogue through it.
    for (const [i, site] of sites.entries())
      site.server = await serveBuild(
        site.dist,
        PORT + i,
        stack && { functionUrl: stack.functionUrl },
      );
    if (!flag('--no-build')) {
      for (const site of sites) {
        console.log(`Building ${site.label} (${path.dirname(site.dist)})...`);
        await buildWeb(path.dirname(site.dist), {
          ...(stack?.webEnv ?? { VITE_USE_EMULATORS: 'true' }),
          PRERENDER_API_ORIGIN: site.origin,
        });
      }
    }
    for (const site of sites) precompress(site.dist);
    if (flag('--serve')) {
      console.log(
        `Serving ${sites.map((s) => `${s.label} on ${s.origin}`).join(', ')} (Ctrl-C to stop)`,
      );
      await new Promise<never>(() => undefined);
    }

    const routes = routesOf(stack);
    const sizes = routes.map((r) => sites.map((s) => routeSize(s.dist, r.modules)));
    let ok = true;
    console.log(
      '\nInitial JavaScript per route (gzip -9; entry + static imports + the page; signed-in pages + the Auth SDK)\n',
    );
    console.log(
      table(
        routes.map((r, i) => {
          const [mine, theirs] = sizes[i] ?? [];
          const checks = checksFor(r, undefined, mine ?? null);
          ok &&= checks.every(([, pass]) => pass);
          return {
            route: r.route,
            'this KB': mine ? mine.gzipKb.toFixed(1) : '-',
            // Each file is a request, and on a phone network requests queue behind each other.
            'this files': mine ? String(mine.files) : '-',
            ...(sites.length > 1
              ? {
                  'base KB': theirs ? theirs.gzipKb.toFixed(1) : '-',
                  'base files': theirs ? String(theirs.files) : '-',
                  difference: mine && theirs ? signed(mine.gzipKb - theirs.gzipKb, 1) : '-',
                }
              : {}),
            target: checks.map(([name, pass]) => `${name}: ${verdict(pass)}`).join(', '),
          };
        }),
      ),
    );
    if (!stack) {
      process.exitCode = ok ? 0 : 1;
      return;
    }

    const measured = routes.filter(
      // --only may also name a page that a whole run leaves out (/register, /faq...).
      (r) => (ONLY.length === 0 ? r.lighthouse : r.kind === 'floor' || isOnly(r.route)),
    );
    if (LONG_TASK_LOADS > 0) {
      await printLongTasks(measured, sites);
      return;
    }
    console.log(
      `\nLighthouse mobile (simulated throttling), ${RUNS} run(s) per route, median by score...`,
    );
    const figures = await measureLighthouse(measured, sites);
    // A page is read against the floor it stands on: a public page against /_floor, a signed-in page
    // against the signed-in floor (and that floor against /_floor: what the Auth SDK and the session add).
    const floorOf = (r: BenchRoute) =>
      figures.get(r.kind === 'signed-in' ? SIGNED_IN_FLOOR : FLOOR)?.[0];
    console.log(
      `\nLighthouse mobile; "x floor" = the figure / its floor's in this run (this build): ${SIGNED_IN_FLOOR}'s for a signed-in page, else ${FLOOR}'s.`,
    );
    console.log(
      `Targets: public perf >= ${TARGETS.publicPerformance} and TBT <= ${TARGETS.publicTbtMs} ms, signed-in perf >= ${TARGETS.signedInPerformance}, accessibility ${TARGETS.accessibility}, LCP on / <= ${TARGETS.homeLcpMs} ms\n`,
    );
    const rows: Array<Record<string, string>> = [];
    for (const r of measured) {
      const perSite = figures.get(r.route) ?? [];
      const mine = perSite[0];
      const size = sizes[routes.indexOf(r)]?.[0] ?? null;
      const checks = checksFor(r, mine, size).filter(([name]) => !name.startsWith('JS'));
      ok &&= checks.every(([, pass]) => pass);
      const floor = floorOf(r);
      for (const [i, f] of perSite.entries()) {
        rows.push({
          route: i === 0 ? r.route : '',
          build: sites[i]?.label ?? '',
          perf: f ? String(f.performance) : '-',
          a11y: f ? String(f.accessibility) : '-',
          'LCP ms': ms(f?.lcpMs),
          'LCP x floor': ratio(f?.lcpMs, floor?.lcpMs),
          'TBT ms': ms(f?.tbtMs),
          'TBT x floor': ratio(f?.tbtMs, floor?.tbtMs),
          CLS: f ? f.cls.toFixed(3) : '-',
          target:
            i !== 0
              ? ''
              : r.kind === 'floor'
                ? `the ${r.route === FLOOR ? 'public' : 'signed-in'} pages' floor`
                : checks.map(([name, pass]) => `${name}: ${verdict(pass)}`).join(', '),
        });
      }
      if (mine && perSite[1])
        rows.push({
          route: '',
          build: 'difference',
          perf: signed(mine.performance - perSite[1].performance),
          a11y: signed(mine.accessibility - perSite[1].accessibility),
          'LCP ms': signed(mine.lcpMs - perSite[1].lcpMs),
          'TBT ms': signed(mine.tbtMs - perSite[1].tbtMs),
        });
    }
    console.log(table(rows));

    // TBT counts only long tasks; this counts all the work, so a saving spread over many short tasks
    // (an animation's frames, say) shows too.
    console.log(
      `\nMain-thread work per route (ms on the simulated phone, median run; Lighthouse mainthread-work-breakdown)\n`,
    );
    const workRows: Array<Record<string, string>> = [];
    for (const r of measured) {
      const perSite = figures.get(r.route) ?? [];
      const works = perSite.map((f, i) =>
        f ? mainThreadOf(f.lhr, sites[i]?.dist ?? '').byWork : null,
      );
      const workMs = (i: number, kinds: string[] | null) =>
        (works[i] ?? [])
          .filter((w) => (kinds ? kinds.includes(w.work) : true))
          .reduce((sum, w) => sum + w.ms, 0);
      const columns = (i: number) => ({
        script: workMs(i, ['Script Evaluation', 'Script Parsing & Compilation']),
        'style & layout': workMs(i, ['Style & Layout']),
        rendering: workMs(i, ['Rendering']),
        total: workMs(i, null),
      });
      for (const i of perSite.keys()) {
        if (!works[i]) continue;
        workRows.push({
          route: i === 0 ? r.route : '',
          build: sites[i]?.label ?? '',
          ...Object.fromEntries(Object.entries(columns(i)).map(([k, v]) => [k, ms(v)])),
        });
      }
      if (works[0] && works[1]) {
        const [mine, theirs] = [columns(0), columns(1)];
        workRows.push({
          route: '',
          build: 'difference',
          ...Object.fromEntries(
            Object.entries(mine).map(([k, v]) => [k, signed(v - theirs[k as keyof typeof mine])]),
          ),
        });
      }
    }
    console.log(table(workRows));

    const home = figures.get('/')?.[0];
    if (home) {
      const { byWork, byModule } = mainThreadOf(home.lhr, sites[0]?.dist ?? '');
      console.log('\nMain thread on / (median run, Lighthouse mainthread-work-breakdown):\n');
      console.log(table(byWork.map((w) => ({ work: w.work, ms: ms(w.ms) }))));
      console.log(
        "\nScript time on / by module (bootup-time per chunk, shared by each module's share of the chunk's code):\n",
      );
      console.log(
        table(
          byModule.slice(0, 15).map((m) => ({ module: m.module, ms: ms(m.ms), chunk: m.chunk })),
        ),
      );
    }

    console.log(
      `\nResponsiveness: the worst interaction's Event Timing duration (ms), CPU slowed ${CPU_SLOWDOWN}x (CDP Emulation.setCPUThrottlingRate), median of ${RUNS}; target <= ${TARGETS.interactionMs} ms\n`,
    );
    const interactions = interactionsOf(stack);
    const timed = await timeInteractions(
      interactions,
      sites.map((s) => s.origin),
      RUNS,
    );
    console.log(
      table(
        interactions.map((interaction) => {
          const [mine, theirs] = timed.get(interaction.name) ?? [];
          const pass = mine !== undefined && mine <= TARGETS.interactionMs;
          ok &&= pass;
          return {
            interaction: interaction.name,
            'this ms': ms(mine),
            ...(sites.length > 1
              ? {
                  'base ms': ms(theirs),
                  difference:
                    mine !== undefined && theirs !== undefined ? signed(mine - theirs) : '-',
                }
              : {}),
            target: verdict(pass),
          };
        }),
      ),
    );
    console.log(ok ? '\nAll web targets met.' : '\nSome web targets are NOT met.');
    process.exitCode = ok ? 0 : 1;
  } finally {
    for (const site of sites) site.server?.close();
    base?.remove();
    await stack?.stack.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
