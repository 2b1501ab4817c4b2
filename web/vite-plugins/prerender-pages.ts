// The last step of `vite build` (builder.buildApp in vite.config.ts), after Vite's client build (web/dist)
// and its server build of src/prerender.tsx: the pages in prerenderedPaths are written out as HTML, each
// to <path>.html, which Hosting serves for the path (cleanUrls in firebase.json); every other path gets
// the plain app shell, app.html (the rewrite in firebase.json). Both are index.html as Vite emitted it,
// entry script and all, with its two placeholders filled.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ViteBuilder } from 'vite';
import { paths, prerenderedPaths } from '../src/config/paths.ts';
import type { PrerenderedPage } from '../src/prerender.tsx';

const PLACEHOLDERS = { head: '<!--app-head-->', html: '<!--app-html-->' } as const;

/**
 * A page that is not prerendered (a customer's or an admin's) until the app has started on it: the
 * header's frame, and the styles of what the signed-in pages draw first.
 */
const shell = (styles: string): PrerenderedPage => ({
  head: `<title>Device Protection | Instant coverage for phones and tablets</title>${styles}`,
  html: '<div class="boot-header">DeviceProtect</div>',
});
const SHELL_FILE = 'app.html';

/** The signed-in pages, one address each, whose first styles the shell carries. */
const SIGNED_IN_PATHS: readonly string[] = [
  paths.customer.dashboard.getHref(),
  paths.customer.claims.getHref(),
  paths.customer.subscription.getHref('subscription'),
  paths.customer.registerDevice.getHref(),
  paths.admin.dashboard.getHref(),
  paths.admin.quotes.getHref(),
  paths.admin.users.getHref(),
  paths.admin.claims.getHref(),
  paths.admin.claimReview.getHref('claim'),
  paths.admin.user.getHref('user'),
  paths.signedInFloor.getHref(),
];

const fileFor = (route: string) => (route === '/' ? 'index.html' : `${route.slice(1)}.html`);

function fill(template: string, page: PrerenderedPage): string {
  // A function as replacement, so that a `$` in the page (every price has one) is taken as it is.
  return template
    .replace(PLACEHOLDERS.head, () => page.head)
    .replace(PLACEHOLDERS.html, () => page.html);
}

/**
 * Builds the client and the prerender script, then writes the pages. `apiBase` is the api whose public
 * catalogue the pages show (PRERENDER_API_ORIGIN).
 */
export async function buildWithPrerenderedPages(
  builder: ViteBuilder,
  apiBase: string,
): Promise<void> {
  const { client, ssr } = builder.environments;
  if (!client || !ssr)
    throw new Error('vite.config.ts must define the client and ssr environments');
  await builder.build(client);
  await builder.build(ssr);

  const outDir = path.resolve(client.config.root, client.config.build.outDir);
  const serverEntry = path.resolve(ssr.config.root, ssr.config.build.outDir, 'prerender.js');
  const { assertCompleteCatalogue, prerenderPage, prerenderShellStyles } = (await import(
    pathToFileURL(serverEntry).href
  )) as typeof import('../src/prerender.tsx');
  // Fails the build, loudly, rather than ship pages without plans (issue 22).
  await assertCompleteCatalogue(apiBase);
  const template = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
  for (const placeholder of Object.values(PLACEHOLDERS)) {
    if (template.split(placeholder).length !== 2)
      throw new Error(`web/index.html must hold ${placeholder} once`);
  }

  fs.writeFileSync(
    path.join(outDir, SHELL_FILE),
    fill(template, shell(await prerenderShellStyles(SIGNED_IN_PATHS))),
  );
  // The public pages, and the bench's floor page (the layout alone, built like them: FloorPage.tsx).
  for (const route of [...prerenderedPaths, paths.floor.path]) {
    fs.writeFileSync(
      path.join(outDir, fileFor(route)),
      fill(template, await prerenderPage(route, apiBase)),
    );
  }
  builder.config.logger.info(
    `Prerendered ${prerenderedPaths.length} pages with the catalogue of ${apiBase}`,
  );
}
