/// <reference types="node" />
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

// The dev server forwards /api to the Functions emulator. The deployed function sees the full
// path (/api/plans) because Hosting rewrites keep it, so the proxy keeps /api after the function URL.
const functionsPort = process.env.FUNCTIONS_PORT ?? '5001';
const project = process.env.PROJECT ?? 'demo-protect';
const functionBase = `/${project}/us-central1/api`;

// See src/lib/unused-firebase-sdks.ts: only reactfire's imports of SDKs the app never uses are replaced.
const UNUSED_SDKS = new Set(['firebase/database', 'firebase/firestore', 'firebase/functions', 'firebase/remote-config', 'firebase/storage']);
const unusedSdkStub = fileURLToPath(new URL('./src/lib/unused-firebase-sdks.ts', import.meta.url));
function stubReactfireUnusedSdks(): Plugin {
  return {
    name: 'stub-reactfire-unused-sdks',
    enforce: 'pre',
    resolveId(source, importer) {
      if (UNUSED_SDKS.has(source) && importer && /[\\/]reactfire[\\/]/.test(importer)) return unusedSdkStub;
      return null;
    },
  };
}

// domain/ is pure (no I/O, no globals), but its module-level yup schemas look like side effects
// to the bundler, so any import of a money helper would drag yup into the first page load.
function domainIsPure(): Plugin {
  return {
    name: 'domain-is-pure',
    transform(_code, id) {
      if (/[\\/]domain[\\/]src[\\/]/.test(id)) return { moduleSideEffects: false };
      return null;
    },
  };
}

export default defineConfig({
  plugins: [stubReactfireUnusedSdks(), domainIsPure(), react()],
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
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'firebase', test: /node_modules[\\/](@firebase|firebase|reactfire|idb|tslib)[\\/]/ },
            { name: 'router', test: /node_modules[\\/](react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/ },
            { name: 'mui', test: /node_modules[\\/](@mui|@emotion|@babel|stylis|react-transition-group|clsx|hoist-non-react-statics|react-is|@popperjs|prop-types)[\\/]/ },
            { name: 'misc', test: /node_modules/ },
          ],
        },
      },
    },
  },
});
