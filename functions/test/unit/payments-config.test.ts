// Which card gateway the api runs on: Stripe with its keys; the sandbox on the emulators or when asked by
// name; and a deployed api never falls back to the sandbox (coverage without money) by accident.
import { ConfigError, loadConfig } from '../../src/config';

const deployed = {
  GCLOUD_PROJECT: 'protect-prod',
  STORAGE_BUCKET: 'protect-prod.appspot.com',
  MAIL_DELIVERY: 'extension',
};
const stripeKeys = {
  STRIPE_SECRET_KEY: 'sk_test_123',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
  STRIPE_WEBHOOK_SECRET: 'whsec_123',
};

describe('the payment gateway configuration', () => {
  it('when the Stripe keys are set, then the api charges through Stripe', () => {
    expect(loadConfig({ ...deployed, ...stripeKeys }).payments).toEqual({
      kind: 'stripe',
      secretKey: 'sk_test_123',
      publishableKey: 'pk_test_123',
      webhookSecret: 'whsec_123',
    });
  });

  it('when a deployed api has no Stripe key, then it refuses to start and says how to choose', () => {
    expect(() => loadConfig(deployed)).toThrow(ConfigError);
    expect(() => loadConfig({ ...deployed, STRIPE_SECRET_KEY: 'none' })).toThrow(
      /PAYMENT_GATEWAY=sandbox/,
    );
  });

  it('when the secret key comes without its webhook secret or publishable key, then it refuses to start', () => {
    expect(() => loadConfig({ ...deployed, STRIPE_SECRET_KEY: 'sk_test_123' })).toThrow(
      /STRIPE_PUBLISHABLE_KEY.*STRIPE_WEBHOOK_SECRET/,
    );
  });

  it('when the emulators run without keys, or a project asks for the sandbox by name, then it is the sandbox', () => {
    expect(loadConfig({ FUNCTIONS_EMULATOR: 'true', STRIPE_SECRET_KEY: 'none' }).payments).toEqual({
      kind: 'sandbox',
    });
    expect(loadConfig({ ...deployed, ...stripeKeys, PAYMENT_GATEWAY: 'sandbox' }).payments).toEqual(
      { kind: 'sandbox' },
    );
  });
});
