// The public catalogue (plans, add-ons, device pricing), cached in this instance's memory for 5 minutes with
// one shared timestamp (spec 01 section 7). An admin catalogue change drops the copy of the instance that made
// it; other instances of the function keep theirs until their 5 minutes are up. Only a complete catalogue is
// kept (catalogueGaps): a read made before the seed or halfway through it (issue 22: a stack answering
// before its seed) is served once and read again next time, never kept for 5 minutes.
import { CATALOGUE_CACHE_TTL_MS, catalogueGaps } from '@protect/domain';
import type { Clock } from '../adapters/clock';
import { logs } from '../logs';
import type { AddOnRecord } from '../repositories/addons';
import type { DevicePricingRecord } from '../repositories/device-pricing';
import type { Repositories } from '../repositories';
import type { PlanRecord } from '../repositories/plans';

export interface Catalogue {
  plans: PlanRecord[];
  addOns: AddOnRecord[];
  devices: DevicePricingRecord[];
}

export function createCatalogueService(
  repos: Pick<Repositories, 'plans' | 'addOns' | 'devicePricing'>,
  clock: Clock,
  ttlMs: number = CATALOGUE_CACHE_TTL_MS,
) {
  let cached: { loadedAt: number; catalogue: Catalogue } | null = null;
  let loading: Promise<Catalogue> | null = null;
  let generation = 0;

  async function load(): Promise<Catalogue> {
    const startedIn = generation;
    const [plans, addOns, devices] = await Promise.all([
      repos.plans.listActive(),
      repos.addOns.listActive(),
      repos.devicePricing.listActive(),
    ]);
    const catalogue = { plans, addOns, devices };
    logs.catalogueLoaded(plans.length, addOns.length, devices.length);
    const gaps = catalogueGaps(catalogue);
    if (gaps.length > 0) {
      logs.catalogueIncomplete(gaps);
      return catalogue;
    }
    // A change that happened while loading makes this result stale: serve it once, do not keep it.
    if (startedIn === generation) cached = { loadedAt: clock.now().getTime(), catalogue };
    return catalogue;
  }

  async function current(): Promise<Catalogue> {
    if (cached && clock.now().getTime() - cached.loadedAt < ttlMs) return cached.catalogue;
    loading ??= load().finally(() => {
      loading = null;
    });
    return loading;
  }

  return {
    current,
    async plans(): Promise<PlanRecord[]> {
      return (await current()).plans;
    },
    async addOns(): Promise<AddOnRecord[]> {
      return (await current()).addOns;
    },
    async devices(): Promise<DevicePricingRecord[]> {
      return (await current()).devices;
    },
    /** Admin views: every plan, active or not, read fresh. */
    allPlans(): Promise<PlanRecord[]> {
      return repos.plans.list();
    },
    /** Admin views: every add-on, active or not, read fresh. */
    allAddOns(): Promise<AddOnRecord[]> {
      return repos.addOns.list();
    },
    /** Forget the cached lists (after an admin changes plans, add-ons or device pricing). */
    invalidate(): void {
      generation += 1;
      cached = null;
      loading = null;
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
