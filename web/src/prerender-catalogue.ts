// The build-time check that the api the pages are prerendered from serves a complete catalogue (issue 22).
// Run in Node by vite-plugins/prerender-pages.ts before it writes any page: pages built from an api that
// has no plans yet (a stack before its seed) or has lost them would show none until the next build.
// Plain fetch, not lib/api-client: this is the build reading an api, not the app.
import {
  type AddOnsAnswer,
  catalogueGaps,
  type DevicePricingAnswer,
  type PlansAnswer,
} from '@protect/domain';

async function read<T>(apiBase: string, route: string): Promise<T> {
  const res = await fetch(new URL(route, apiBase));
  if (!res.ok) throw new Error(`Prerendering refused: ${apiBase}${route} answered ${res.status}`);
  return (await res.json()) as T;
}

/** Fails the build, loudly, when the catalogue at `apiBase` lacks plans, add-ons or device prices. */
export async function assertCompleteCatalogue(apiBase: string): Promise<void> {
  const [plans, addOns, devices] = await Promise.all([
    read<PlansAnswer>(apiBase, '/api/plans'),
    read<AddOnsAnswer>(apiBase, '/api/addons'),
    read<DevicePricingAnswer>(apiBase, '/api/device-pricing'),
  ]);
  const gaps = catalogueGaps({
    plans: Array.isArray(plans.plans) ? plans.plans : [],
    addOns: Array.isArray(addOns.addons) ? addOns.addons : [],
    devices: Array.isArray(devices.devices) ? devices.devices : [],
  });
  if (gaps.length > 0)
    throw new Error(
      `Prerendering refused: the catalogue at ${apiBase} has no ${gaps.join(', ')}, and the pages would ship without them. Seed or fix the catalogue, then build again.`,
    );
}
