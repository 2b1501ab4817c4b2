// The api at its boundary: fetch answers what a test says per "METHOD /path", and records what was sent.
export interface SentRequest {
  method: string;
  path: string;
  headers: Headers;
  body: unknown;
}

/** JSON `body`, or `file`: the bytes of a file the api serves (a claim's photo). */
type Reply =
  { status?: number; body: unknown } | { status?: number; file: Uint8Array<ArrayBuffer> };
type Answer = Reply | ((request: SentRequest) => Reply);

let routes = new Map<string, Answer>();
export const sent: SentRequest[] = [];

function parsedBody(body: unknown): unknown {
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
}

/** What the api answers, by "GET /api/plans"; a request nobody answered is a 404 (and fails the test). */
export function answerApi(answers: Record<string, Answer>): void {
  routes = new Map(Object.entries(answers));
}

/** The requests sent to one "METHOD /path" (query string left out). */
export function sentTo(route: string): SentRequest[] {
  return sent.filter((request) => `${request.method} ${request.path.split('?')[0]}` === route);
}

export function installFetch(): void {
  sent.length = 0;
  routes = new Map();
  globalThis.fetch = jest.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
    const request: SentRequest = {
      method: (init.method ?? 'GET').toUpperCase(),
      path: String(input),
      headers: new Headers(init.headers),
      body: parsedBody(init.body),
    };
    sent.push(request);
    const answer = routes.get(`${request.method} ${request.path.split('?')[0]}`);
    if (!answer) {
      return Promise.resolve(
        new Response(
          JSON.stringify({
            success: false,
            message: `No answer for ${request.method} ${request.path}`,
          }),
          { status: 404 },
        ),
      );
    }
    const reply = typeof answer === 'function' ? answer(request) : answer;
    const status = reply.status ?? 200;
    if ('file' in reply)
      return Promise.resolve(
        new Response(reply.file, {
          status,
          headers: { 'Content-Type': 'image/png' },
        }),
      );
    return Promise.resolve(
      new Response(JSON.stringify(reply.body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
  }) as typeof fetch;
}
