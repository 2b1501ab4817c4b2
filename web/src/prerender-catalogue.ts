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

const ATTEMPTS = 4;
const PAUSE_MS = 1_000;
/** A gateway's answer that the api behind it is not there yet (or not this moment), not a refusal. */
const GATEWAY_ERRORS = new Set([502, 503, 504]);
const pause = () => new Promise((resolve) => setTimeout(resolve, PAUSE_MS));

/**
 * One list of the catalogue. A gateway error or no answer is asked again, a few times: on a local stack
 * on a busy machine, the Functions emulator can hand a request to a worker that failed to load, and
 * Hosting's proxy then answers 504 (seen once in about a dozen clean-clone CI runs). Anything else
 * refuses at once.
 */
async function read<T>(apiBase: string, route: string): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const last = attempt === ATTEMPTS;
    let res: Response;
    try {
      res = await fetch(new URL(route, apiBase), { signal: AbortSignal.timeout(15_000) });
    } catch (error) {
      if (last) throw error;
      await pause();
      continue;
    }
    if (GATEWAY_ERRORS.has(res.status) && !last) {
      await pause();
      continue;
    }
    if (!res.ok) throw new Error(`Prerendering refused: ${apiBase}${route} answered ${res.status}`);
    return (await res.json()) as T;
  }
}

/** Fails the build, loudly, when the catalogue at `apiBase` lacks plans, add-ons or device prices. */
export async function assertCompleteCatalogue(apiBase: string): Promise<void> {
  // One at a time: requests at once make the Functions emulator start more workers (emulators/launcher.ts).
  const plans = await read<PlansAnswer>(apiBase, '/api/plans');
  const addOns = await read<AddOnsAnswer>(apiBase, '/api/addons');
  const devices = await read<DevicePricingAnswer>(apiBase, '/api/device-pricing');
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
