// Bundles src/index.ts into lib/index.js so that functions/ deploys on its own: @protect/domain is bundled in,
// the packages listed in package.json dependencies are left for Cloud Functions to install.
import { context } from 'esbuild';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(readFileSync(join(here, 'package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).flatMap((name) => [name, `${name}/*`]);

const options = {
  entryPoints: [join(here, 'src', 'index.ts')],
  outfile: join(here, 'lib', 'index.js'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  external,
  logLevel: 'info',
};

// `--watch` (npm run dev): rebuild on change; the Functions emulator reloads lib/index.js by itself.
const ctx = await context(options);
if (process.argv.includes('--watch')) {
  await ctx.watch();
} else {
  await ctx.rebuild();
  await ctx.dispose();
}
