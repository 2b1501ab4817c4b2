// The web build's refusal to prerender pages from an incomplete catalogue (web/src/prerender-catalogue.ts,
// issue 22): an api asked before its seed answers no plans, and pages built from it would show none until
// the next build.
import { assertCompleteCatalogue } from '../src/prerender-catalogue';

const API = 'http://127.0.0.1:6210';

function apiAnswering(lists: { plans: unknown[]; addons: unknown[]; devices: unknown[] }) {
  const answers: Record<string, unknown> = {
    '/api/plans': { success: true, plans: lists.plans },
    '/api/addons': { success: true, addons: lists.addons },
    '/api/device-pricing': { success: true, devices: lists.devices },
  };
  return jest
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async (url) =>
      Response.json(answers[new URL(String(url)).pathname] ?? {}, { status: 200 }),
    );
}

describe('prerendering from the catalogue', () => {
  afterEach(() => jest.restoreAllMocks());

  it('when the api serves plans, add-ons and device prices, then the build goes on', async () => {
    apiAnswering({ plans: [{ id: 1 }], addons: [{ id: 'a' }], devices: [{ id: 'd' }] });
    await expect(assertCompleteCatalogue(API)).resolves.toBeUndefined();
  });

  it('when the api answers before its seed (no plans), then the build fails and says why', async () => {
    apiAnswering({ plans: [], addons: [], devices: [] });
    await expect(assertCompleteCatalogue(API)).rejects.toThrow(
      `Prerendering refused: the catalogue at ${API} has no plans, add-ons, device prices`,
    );
  });

  it('when the api has plans but no device prices, then the build fails', async () => {
    apiAnswering({ plans: [{ id: 1 }], addons: [{ id: 'a' }], devices: [] });
    await expect(assertCompleteCatalogue(API)).rejects.toThrow('has no device prices');
  });

  it('when the api answers an error, then the build fails at once', async () => {
    const fetch = jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response('broken', { status: 500 }));
    await expect(assertCompleteCatalogue(API)).rejects.toThrow('answered 500');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('when the gateway answers 504 once (a local api still loading), then it asks again and the build goes on', async () => {
    const complete = apiAnswering({
      plans: [{ id: 1 }],
      addons: [{ id: 'a' }],
      devices: [{ id: 'd' }],
    });
    complete.mockResolvedValueOnce(new Response('gateway timeout', { status: 504 }));
    await expect(assertCompleteCatalogue(API)).resolves.toBeUndefined();
    expect(complete).toHaveBeenCalledTimes(4);
  });

  it('when the gateway answers 503 every time, then the build fails after a few tries and says so', async () => {
    const fetch = jest
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => new Response('down', { status: 503 }));
    await expect(assertCompleteCatalogue(API)).rejects.toThrow('answered 503');
    expect(fetch).toHaveBeenCalledTimes(4);
  });
});
