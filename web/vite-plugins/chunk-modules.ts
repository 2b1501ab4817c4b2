// Writes .vite/chunk-modules.json beside Vite's manifest: each script chunk of the client build with the
// modules in it and the length of each one's code there, so that `npm run bench:web` can name the modules
// behind a chunk's main-thread time. Hosting never serves it (firebase.json ignores dot folders).
import path from 'node:path';
import type { Plugin } from 'vite';

/** A module's name as the bench prints it: its package, or its path in the repo. */
function moduleName(id: string, root: string): string {
  const packagePath = /node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(id);
  if (packagePath?.[1]) return packagePath[1].replace(/\\/g, '/');
  return path.relative(root, id.replace(/\?.*$/, '')).replace(/\\/g, '/');
}

export function chunkModulesMap(): Plugin {
  let root = '';
  return {
    name: 'chunk-modules-map',
    apply: 'build',
    configResolved(config) {
      root = path.resolve(config.root, '..');
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return;
      const map: Record<string, Record<string, number>> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const modules: Record<string, number> = {};
        for (const [id, module] of Object.entries(output.modules)) {
          const name = moduleName(id, root);
          modules[name] = (modules[name] ?? 0) + module.renderedLength;
        }
        map[output.fileName] = modules;
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/chunk-modules.json',
        source: JSON.stringify(map),
      });
    },
  };
}
