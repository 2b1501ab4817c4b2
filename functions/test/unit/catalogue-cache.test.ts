import { logs } from '../../src/logs';
import { createCatalogueService } from '../../src/services/catalogue';
import { aDevicePricing, aPlan, anAddOn } from '../support/builders';

function fakeRepositories() {
  const calls = { plans: 0, addOns: 0, devices: 0 };
  const plans = [aPlan()];
  const addOns = [anAddOn()];
  const devices = [aDevicePricing()];
  return {
    calls,
    plans,
    addOns,
    devices,
    repos: {
      plans: { listActive: async () => (calls.plans++, [...plans]), list: async () => [...plans] },
      addOns: { listActive: async () => (calls.addOns++, [...addOns]), list: async () => [] },
      devicePricing: {
        listActive: async () => (calls.devices++, [...devices]),
        list: async () => [],
      },
    },
  };
}

function clockAt(start: number) {
  let now = start;
  return { now: () => new Date(now), advance: (ms: number) => void (now += ms) };
}

describe('catalogue cache', () => {
  beforeEach(() => {
    jest.spyOn(logs, 'catalogueLoaded').mockImplementation(() => undefined);
    jest.spyOn(logs, 'catalogueIncomplete').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('when lists are read within 5 minutes, then the database is read once for all three', async () => {
    const { repos, calls } = fakeRepositories();
    const clock = clockAt(0);
    const catalogue = createCatalogueService(repos as never, clock);
    await catalogue.plans();
    await catalogue.addOns();
    clock.advance(4 * 60 * 1000 + 59_000);
    await catalogue.devices();
    expect(calls).toEqual({ plans: 1, addOns: 1, devices: 1 });
  });

  it('when 5 minutes have passed, then the next read loads all lists again (one shared timestamp)', async () => {
    const { repos, calls } = fakeRepositories();
    const clock = clockAt(0);
    const catalogue = createCatalogueService(repos as never, clock);
    await catalogue.plans();
    clock.advance(5 * 60 * 1000);
    await catalogue.addOns();
    expect(calls).toEqual({ plans: 2, addOns: 2, devices: 2 });
  });

  it('when an admin change invalidates the cache, then the next read sees the database again', async () => {
    const { repos, plans } = fakeRepositories();
    const catalogue = createCatalogueService(repos as never, clockAt(0));
    expect(await catalogue.plans()).toHaveLength(1);
    plans.push(aPlan());
    expect(await catalogue.plans()).toHaveLength(1);
    catalogue.invalidate();
    expect(await catalogue.plans()).toHaveLength(2);
  });

  it('when many requests arrive on a cold cache, then they share one load', async () => {
    const { repos, calls } = fakeRepositories();
    const catalogue = createCatalogueService(repos as never, clockAt(0));
    await Promise.all([
      catalogue.plans(),
      catalogue.addOns(),
      catalogue.devices(),
      catalogue.plans(),
    ]);
    expect(calls).toEqual({ plans: 1, addOns: 1, devices: 1 });
  });

  it('when the database fails, then the error reaches the caller and the next read loads again', async () => {
    const { repos, calls } = fakeRepositories();
    const listActive = repos.plans.listActive;
    let failing = true;
    repos.plans.listActive = async () => {
      if (failing) throw new Error('unavailable');
      return listActive();
    };
    const catalogue = createCatalogueService(repos as never, clockAt(0));
    await expect(catalogue.plans()).rejects.toThrow('unavailable');
    failing = false;
    expect(await catalogue.plans()).toHaveLength(1);
    expect(calls.plans).toBe(1);
  });

  it('when the database fails after the 5 minutes, then the expired lists are not served and the recovered ones are', async () => {
    const { repos, plans } = fakeRepositories();
    const listActive = repos.plans.listActive;
    let failing = false;
    repos.plans.listActive = async () => {
      if (failing) throw new Error('unavailable');
      return listActive();
    };
    const clock = clockAt(0);
    const catalogue = createCatalogueService(repos as never, clock);
    expect(await catalogue.plans()).toHaveLength(1);
    plans.push(aPlan());
    failing = true;
    clock.advance(5 * 60 * 1000);
    await expect(catalogue.plans()).rejects.toThrow('unavailable');
    failing = false;
    expect(await catalogue.plans()).toHaveLength(2);
  });

  it('when an admin change lands while a load is running, then that load is not kept and the next read loads again', async () => {
    const { repos, plans, calls } = fakeRepositories();
    const catalogue = createCatalogueService(repos as never, clockAt(0));
    const running = catalogue.plans();
    plans.push(aPlan());
    catalogue.invalidate();
    await running;
    expect(await catalogue.plans()).toHaveLength(2);
    expect(calls.plans).toBe(2);
  });

  it('when the catalogue is read before the seed has written it, then the empty read is not kept and the next read within 5 minutes sees the plans', async () => {
    const { repos, plans, addOns, devices, calls } = fakeRepositories();
    const seeded = { plans: [...plans], addOns: [...addOns], devices: [...devices] };
    plans.length = 0;
    addOns.length = 0;
    devices.length = 0;
    const clock = clockAt(0);
    const catalogue = createCatalogueService(repos as never, clock);
    expect(await catalogue.plans()).toEqual([]);
    expect(logs.catalogueIncomplete).toHaveBeenCalledWith(['plans', 'add-ons', 'device prices']);
    plans.push(...seeded.plans);
    addOns.push(...seeded.addOns);
    devices.push(...seeded.devices);
    clock.advance(1000);
    expect(await catalogue.plans()).toHaveLength(1);
    clock.advance(60_000);
    expect(await catalogue.devices()).toHaveLength(1);
    expect(calls).toEqual({ plans: 2, addOns: 2, devices: 2 });
  });

  it('when a read finds the plans but not yet the device prices (a seed half written), then it is served once and not kept', async () => {
    const { repos, devices, calls } = fakeRepositories();
    const device = devices.pop();
    const catalogue = createCatalogueService(repos as never, clockAt(0));
    expect(await catalogue.plans()).toHaveLength(1);
    expect(await catalogue.devices()).toEqual([]);
    expect(logs.catalogueIncomplete).toHaveBeenLastCalledWith(['device prices']);
    if (device) devices.push(device);
    expect(await catalogue.devices()).toHaveLength(1);
    expect(await catalogue.devices()).toHaveLength(1);
    expect(calls.devices).toBe(3);
  });
});
