/// <reference types="node" />
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv, type Plugin, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { chunkModulesMap } from './vite-plugins/chunk-modules.ts';
import { buildWithPrerenderedPages } from './vite-plugins/prerender-pages.ts';

// The dev server forwards /api to the Functions emulator. The deployed function sees the full
// path (/api/plans) because Hosting rewrites keep it, so the proxy keeps /api after the function URL.
const functionsPort = process.env.FUNCTIONS_PORT ?? '5001';
const project = process.env.PROJECT ?? 'demo-protect';
const functionBase = `/${project}/us-central1/api`;

// See src/lib/unused-firebase-sdks.ts: only reactfire's imports of SDKs the app never uses are replaced.
const UNUSED_SDKS = new Set([
  'firebase/database',
  'firebase/firestore',
  'firebase/functions',
  'firebase/remote-config',
  'firebase/storage',
]);
const unusedSdkStub = fileURLToPath(new URL('./src/lib/unused-firebase-sdks.ts', import.meta.url));
function stubReactfireUnusedSdks(): Plugin {
  return {
    name: 'stub-reactfire-unused-sdks',
    enforce: 'pre',
    resolveId(source, importer) {
      if (UNUSED_SDKS.has(source) && importer && /[\\/]reactfire[\\/]/.test(importer))
        return unusedSdkStub;
      return null;
    },
  };
}

// react-router's package.json points every import at its development build (remix-run/react-router
// #14102): the same code with ENABLE_DEV_WARNINGS on, which checks routes and warns in the console on
// every render. A build takes the production files it ships beside it; the dev server keeps the warnings.
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production',
);
const REACT_ROUTER_PRODUCTION: Record<string, string> = {
  'react-router': path.join(reactRouterProduction, 'index.mjs'),
  'react-router/dom': path.join(reactRouterProduction, 'dom-export.mjs'),
};
function reactRouterProductionBuild(): Plugin {
  return {
    name: 'react-router-production-build',
    apply: 'build',
    enforce: 'pre',
    resolveId: (source) => REACT_ROUTER_PRODUCTION[source] ?? null,
  };
}

// A build for a real project must carry its Firebase config: without it the app would fail at
// sign-in in front of customers. Only the local stack's build (VITE_USE_EMULATORS) may go without.
const REQUIRED_FOR_DEPLOY = [
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_APP_ID',
];
function checkDeployConfig(env: Record<string, string | undefined>): void {
  if (env.VITE_USE_EMULATORS === 'true') return;
  const missing = REQUIRED_FOR_DEPLOY.filter((name) => !env[name]);
  if (missing.length > 0)
    throw new Error(
      `web build without Firebase config: set ${missing.join(', ')} in web/.env.production (README, "Deploy"), or VITE_USE_EMULATORS=true for a local build.`,
    );
}

// The prerendered pages show the public catalogue (plans, add-ons, device prices) as this api serves it
// when the site is built: the deployed site for a deploy, the local stack's api for a local build.
function prerenderApiOrigin(env: Record<string, string | undefined>): string {
  const origin = env.PRERENDER_API_ORIGIN;
  if (!origin)
    throw new Error(
      'web build without PRERENDER_API_ORIGIN: the prerendered pages read the public catalogue from that api at build time (README, "Deploy"); npm start sets it to the local stack.',
    );
  return origin;
}

export default defineConfig(({ command, mode }): UserConfig => {
  if (command !== 'build') return config;
  const env = { ...loadEnv(mode, process.cwd(), ['VITE_', 'PRERENDER_']), ...process.env };
  checkDeployConfig(env);
  const apiOrigin = prerenderApiOrigin(env);
  return {
    ...config,
    builder: { buildApp: (builder) => buildWithPrerenderedPages(builder, apiOrigin) },
  };
});

const config = {
  plugins: [stubReactfireUnusedSdks(), reactRouterProductionBuild(), react(), chunkModulesMap()],
  server: {
    port: Number(process.env.WEB_PORT ?? 8800),
    strictPort: true,
    proxy: {
      '/api': {
        target: `http://127.0.0.1:${functionsPort}`,
        changeOrigin: true,
        rewrite: (path) => `${functionBase}${path}`,
      },
    },
  },
  build: {
    manifest: true,
    sourcemap: false,
    // A lazy page's chunks are not preloaded: Vite's helper inserted one <link rel=modulepreload> per
    // chunk (40-odd for a form page) in one task, and starting that many fetches held a throttled phone's
    // main thread for about 100 ms. The browser fetches them as it reads the page's imports instead: a
    // round trip more for the deeper ones. bench:web --base, three runs: score -3 to +9 per route (+4 to +9
    // on /register-device), TBT 100-490 ms lower on the form and admin pages in most runs, LCP up to
    // 0.2 s later where the content waits for the page's chunk. The HTML keeps its entry preload.
    modulePreload: {
      // The polyfill only served scripts' preloads; a browser without modulepreload fetches the entry's
      // imports when the entry asks for them.
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
    target: 'es2022',
    rolldownOptions: {
      output: {
        // Everything the first render needs in one file instead of dozens of small ones: fewer
        // round trips on a phone network. Page chunks stay lazy.
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
      },
    },
  },
  environments: {
    // The prerender script (src/prerender.tsx) built for Node with every dependency bundled in; run by
    // vite-plugins/prerender-pages.ts at the end of the build, never deployed.
    ssr: {
      resolve: { noExternal: true },
      build: {
        ssr: 'src/prerender.tsx',
        outDir: 'node_modules/.cache/prerender',
        emptyOutDir: true,
        manifest: false,
        copyPublicDir: false,
        rolldownOptions: { output: { codeSplitting: false } },
      },
    },
  },
} satisfies UserConfig;
