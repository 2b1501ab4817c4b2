/// <reference types="node" />
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type Rollup } from 'vite';
import react from '@vitejs/plugin-react';

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

// The page chunks of the routes people land on (the same list as firstPages in src/app/router.tsx).
// Without a hint the browser learns of them only after the entry chunk has downloaded and run; a tiny
// inline script in index.html asks for the current route's chunks at once, in parallel with the entry.
const LANDING_PAGES: Record<string, string[]> = {
  '/': ['src/features/public/pages/HomePage.tsx'],
  '/services': ['src/features/public/pages/ServicesPage.tsx'],
  '/quote': ['src/features/quote/pages/QuotePage.tsx', 'src/features/quote/components/QuoteWizard.tsx'],
  '/login': ['src/features/auth/pages/LoginPage.tsx', 'src/lib/auth-sdk-provider.tsx'],
};
function preloadLandingPage(): Plugin {
  return {
    name: 'preload-landing-page',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter(
          (c): c is Rollup.OutputChunk => c.type === 'chunk',
        );
        const byModule = new Map(
          chunks.filter((c) => c.facadeModuleId).map((c) => [c.facadeModuleId ?? '', c]),
        );
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const root = fileURLToPath(new URL('.', import.meta.url));
        const files: Record<string, string[]> = {};
        for (const [route, modules] of Object.entries(LANDING_PAGES)) {
          const seen = new Set<string>();
          const visit = (chunk: Rollup.OutputChunk | undefined) => {
            if (!chunk || chunk.isEntry || seen.has(chunk.fileName)) return;
            seen.add(chunk.fileName);
            for (const imported of chunk.imports) visit(byFile.get(imported));
          };
          for (const module of modules) visit(byModule.get(root + module));
          files[route] = [...seen].map((f) => `/${f}`);
        }
        const script = `(function(){var f=${JSON.stringify(files)}[location.pathname];if(f)f.forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.href=h;document.head.appendChild(l)})})()`;
        return { html, tags: [{ tag: 'script', children: script, injectTo: 'head' }] };
      },
    },
  };
}

// domain/ and yup are pure (no I/O, no globals), but module-level schemas look like side effects to
// the bundler (yup declares no "sideEffects"), so unused schema modules would still be bundled.
const PURE_MODULES =
  /[\\/](domain[\\/]src|node_modules[\\/](yup|property-expr|tiny-case|toposort))[\\/]/;

export default defineConfig({
  plugins: [stubReactfireUnusedSdks(), react(), preloadLandingPage()],
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
    target: 'es2022',
    rolldownOptions: {
      output: {
        // Everything the first render needs in one file instead of dozens of small ones: fewer
        // round trips on a phone network. Page chunks stay lazy.
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
      },
      treeshake: {
        moduleSideEffects: (id: string) => !PURE_MODULES.test(id),
      },
    },
  },
});
