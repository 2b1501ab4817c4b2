// The Content-Security-Policy's variants, and firebase.json holding the generated one.
import fs from 'node:fs';
import path from 'node:path';
import { contentSecurityPolicy, policyIn, withContentSecurityPolicy } from './hosting-csp';

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((d) => d.startsWith(`${name} `))
    ?.split(' ')
    .slice(1) ?? [];

describe('Content-Security-Policy', () => {
  it('firebase.json carries a generated policy (without Stripe, or its Stripe variant)', () => {
    const config = JSON.parse(
      fs.readFileSync(path.join(__dirname, '..', 'firebase.json'), 'utf8'),
    ) as Parameters<typeof policyIn>[0];
    expect([false, true].map((stripe) => contentSecurityPolicy({ stripe }))).toContain(
      policyIn(config),
    );
  });

  it("allows Stripe's origins only when Stripe is configured", () => {
    const without = contentSecurityPolicy({ stripe: false });
    const withStripe = contentSecurityPolicy({ stripe: true });
    expect(without).not.toContain('stripe.com');
    expect(directive(withStripe, 'script-src')).toContain('https://js.stripe.com');
    expect(directive(withStripe, 'frame-src')).toEqual(
      expect.arrayContaining(['https://js.stripe.com', 'https://hooks.stripe.com']),
    );
    expect(directive(withStripe, 'connect-src')).toContain('https://api.stripe.com');
    for (const policy of [without, withStripe])
      expect(directive(policy, 'script-src')).not.toContain("'unsafe-inline'");
  });

  it("adds a local stack's Auth emulator, and replaces a policy already there", () => {
    const config = {
      hosting: {
        headers: [{ source: '**', headers: [{ key: 'Content-Security-Policy', value: 'old' }] }],
      },
    };
    const policy = policyIn(
      withContentSecurityPolicy(config, { stripe: false, authEmulatorPort: 9099 }),
    );
    expect(directive(policy ?? '', 'connect-src')).toEqual(
      expect.arrayContaining(['http://127.0.0.1:9099', 'http://localhost:9099']),
    );
    expect(config.hosting.headers[0]?.headers[0]?.value).toBe('old'); // the input is left alone
  });
});
