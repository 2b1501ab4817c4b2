// The site's address the e-mails link to (SITE_URL): the local stack's site on the emulators, the project's
// Hosting address when deployed, a trailing slash dropped, and anything but an http(s) address refused.
import { ConfigError, loadConfig } from '../../src/config';

const deployed = {
  GCLOUD_PROJECT: 'protect-prod',
  STORAGE_BUCKET: 'protect-prod.appspot.com',
  PAYMENT_GATEWAY: 'sandbox',
  // A deployed api needs a mail sender (mail-config.test.ts): the extension here.
  MAIL_DELIVERY: 'extension',
};

describe("the e-mails' site address", () => {
  it('when none is set, then the local site on the emulators and the Hosting address when deployed', () => {
    expect(loadConfig({ FUNCTIONS_EMULATOR: 'true' }).siteUrl).toBe('http://127.0.0.1:5000');
    expect(loadConfig(deployed).siteUrl).toBe('https://protect-prod.web.app');
  });

  it('when SITE_URL is set, then it is used without its trailing slash', () => {
    expect(loadConfig({ ...deployed, SITE_URL: 'https://protect.example/' }).siteUrl).toBe(
      'https://protect.example',
    );
  });

  it('when SITE_URL is not an http(s) address, then the api refuses to start', () => {
    expect(() => loadConfig({ ...deployed, SITE_URL: 'protect.example' })).toThrow(ConfigError);
  });
});
