// How the pages people land on reach the screen quickly (build only):
// - every page: the chunks of the route being opened are asked for at once, beside the entry chunk;
// - public pages: written out as HTML at build time (src/prerender.tsx), painted before any script runs,
//   then hydrated by the app (src/main.tsx); taps made before that are played again afterwards
//   (src/lib/early-interactions.ts).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig, type Rollup } from 'vite';
import { earlyInteractionsScript } from '../src/lib/early-interactions.ts';

const WEB_ROOT = fileURLToPath(new URL('..', import.meta.url));

// The page modules of the routes people land on (the first four are also firstPages in
// src/app/router.tsx, which imports them before the first render). Without a hint the browser learns of
// them only after the entry chunk has downloaded and run.
const publicPage = (name: string) => [`src/features/public/pages/${name}.tsx`];
const LANDING_PAGES: Record<string, string[]> = {
  '/': publicPage('HomePage'),
  '/services': publicPage('ServicesPage'),
  '/quote': ['src/features/quote/pages/QuotePage.tsx', 'src/features/quote/components/QuoteWizard.tsx'],
  '/login': ['src/features/auth/pages/LoginPage.tsx', 'src/lib/auth-sdk-provider.tsx'],
  '/about': publicPage('AboutPage'),
  '/faq': publicPage('FaqPage'),
  '/contact': publicPage('ContactPage'),
  '/blog': publicPage('BlogPage'),
  '/news': publicPage('NewsPage'),
  '/careers': publicPage('CareersPage'),
  '/partners': publicPage('PartnersPage'),
  '/investors': publicPage('InvestorsPage'),
  '/terms': publicPage('TermsPage'),
  '/privacy': publicPage('PrivacyPage'),
};

// The pages prerendered to <route>.html, which Hosting serves for the route (cleanUrls in
// firebase.json): the public pages and the login page. What is typed or pressed before the app runs is
// kept and played once it has (src/lib/early-interactions.ts). Registration and password reset are
// left out: people reach them from another page, inside the running app. Every other route gets the
// empty shell, app.html (the rewrite in firebase.json).
const PRERENDERED_PAGES = [
  '/', '/services', '/quote', '/login', '/about', '/faq', '/contact', '/blog', '/news', '/careers', '/partners',
  '/investors', '/terms', '/privacy',
];
const prerenderedFile = (route: string) => (route === '/' ? 'index.html' : `${route.slice(1)}.html`);
const SHELL_FILE = 'app.html';
// The #root of index.html, replaced by each prerendered page.
const SHELL_ROOT = '<div id="root"><div class="boot-header">DeviceProtect</div></div>';
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/** Each landing route's chunks (a page and what it imports, minus the entry), as absolute URLs. */
function landingPageChunks(bundle: Rollup.OutputBundle): Record<string, string[]> {
  const chunks = Object.values(bundle).filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
  const byModule = new Map(chunks.filter((c) => c.facadeModuleId).map((c) => [c.facadeModuleId ?? '', c]));
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const files: Record<string, string[]> = {};
  for (const [route, modules] of Object.entries(LANDING_PAGES)) {
    const seen = new Set<string>();
    const visit = (chunk: Rollup.OutputChunk | undefined) => {
      if (!chunk || chunk.isEntry || seen.has(chunk.fileName)) return;
      seen.add(chunk.fileName);
      for (const imported of chunk.imports) visit(byFile.get(imported));
    };
    for (const module of modules) {
      const chunk = byModule.get(path.join(WEB_ROOT, module));
      if (!chunk) throw new Error(`No chunk for ${module} (LANDING_PAGES in vite-plugins/landing-pages.ts)`);
      visit(chunk);
    }
    files[route] = [...seen].map((f) => `/${f}`);
  }
  return files;
}

const preloadScript = (files: Record<string, string[]>) =>
  `(function(){var f=${JSON.stringify(files)}[location.pathname];if(f)f.forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.href=h;document.head.appendChild(l)})})()`;

/**
 * A prerendered page starts the app only after its first paint. Evaluating the entry chunk takes a phone
 * a few hundred milliseconds, and a module script that is already there runs before the first paint, so
 * the page would stay blank although its HTML had arrived. (A hidden tab does not paint: it starts at once.)
 * The page's chunks are then asked for four at a time, each group in its own short task: starting a
 * fetch costs the main thread a few milliseconds, and twenty at once would block a tap.
 */
const bootAfterPaintScript = (entry: string, chunks: string[]) =>
  `(function(){var s=0,c=${JSON.stringify(chunks)};function p(){c.splice(0,4).forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.href=h;document.head.appendChild(l)});if(c.length)setTimeout(p,0)}function b(){if(s)return;s=1;var e=document.createElement('script');e.type='module';e.crossOrigin='';e.src=${JSON.stringify(entry)};document.head.appendChild(e);setTimeout(p,0)}if(document.visibilityState==='hidden')b();else requestAnimationFrame(function(){setTimeout(b,0)})})()`;

export function landingPages(): Plugin {
  let config: ResolvedConfig;
  let chunks: Record<string, string[]> = {};
  let preload = '';
  return {
    name: 'landing-pages',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        chunks = landingPageChunks(ctx.bundle);
        preload = preloadScript(chunks);
        return { html, tags: [{ tag: 'script', children: preload, injectTo: 'head' }] };
      },
    },
    async closeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      const serverDir = path.resolve(config.root, 'node_modules/.cache/prerender');
      // The same app, built for Node with every dependency bundled in.
      await build({
        configFile: config.configFile,
        mode: config.mode,
        logLevel: 'warn',
        ssr: { noExternal: true },
        build: {
          ssr: 'src/prerender.tsx',
          outDir: serverDir,
          emptyOutDir: true,
          manifest: false,
          copyPublicDir: false,
          rolldownOptions: { output: { codeSplitting: false } },
        },
      });
      const { prerenderPage } = (await import(pathToFileURL(path.join(serverDir, 'prerender.js')).href)) as typeof import('../src/prerender');
      const shell = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
      const entry = ENTRY_SCRIPT.exec(shell)?.[1];
      const preloadTag = `<script>${preload}</script>`;
      if (!shell.includes(SHELL_ROOT) || !entry || !shell.includes(preloadTag)) {
        throw new Error('index.html is not the shell the prerendering expects (its #root, entry script or preload script changed)');
      }
      fs.writeFileSync(path.join(outDir, SHELL_FILE), shell);
      for (const route of PRERENDERED_PAGES) {
        const page = await prerenderPage(route);
        const html = shell
          .replace(/<title>[^<]*<\/title>/, page.title)
          .replace(ENTRY_SCRIPT, '')
          .replace(preloadTag, '')
          // In the head: the browser may paint (and a visitor tap) part of the page before it has read
          // all of it, so taps must be held back from the start.
          .replace('</head>', `${page.styles}<script>${earlyInteractionsScript()}</script></head>`)
          .replace(
            SHELL_ROOT,
            `<div id="root" data-prerendered="${route}">${page.html}</div><script>${bootAfterPaintScript(entry, chunks[route] ?? [])}</script>`,
          );
        fs.writeFileSync(path.join(outDir, prerenderedFile(route)), html);
      }
    },
  };
}
