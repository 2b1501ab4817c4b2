// Who delivers the outbox: this api's sender through SMTP_URL, or the Trigger Email extension, never both;
// a deployed api must name one; on the emulators mail may only go to the local MailDev.
import { ConfigError, loadConfig } from '../../src/config';

const deployed = {
  GCLOUD_PROJECT: 'protect-prod',
  STORAGE_BUCKET: 'protect-prod.appspot.com',
  PAYMENT_GATEWAY: 'sandbox',
};
const emulators = { FUNCTIONS_EMULATOR: 'true' };

describe('the mail configuration', () => {
  it('when a deployed api has an SMTP_URL and a From address, then its own sender delivers through it', () => {
    expect(
      loadConfig({
        ...deployed,
        SMTP_URL: 'smtps://apikey:secret@smtp.example.com:465',
        MAIL_FROM: 'Device Protection <care@example.com>',
      }).mail,
    ).toEqual({
      from: 'Device Protection <care@example.com>',
      delivery: { kind: 'smtp', url: 'smtps://apikey:secret@smtp.example.com:465' },
    });
  });

  it('when a deployed api names neither SMTP_URL nor the extension, then it refuses to start and says how to choose', () => {
    expect(() => loadConfig(deployed)).toThrow(ConfigError);
    expect(() => loadConfig(deployed)).toThrow(/SMTP_URL.*MAIL_DELIVERY=extension/);
  });

  it('when the extension delivers, then our sender is off, and an SMTP_URL beside it is refused', () => {
    expect(loadConfig({ ...deployed, MAIL_DELIVERY: 'extension' }).mail.delivery).toEqual({
      kind: 'extension',
    });
    expect(() =>
      loadConfig({ ...deployed, MAIL_DELIVERY: 'extension', SMTP_URL: 'smtp://smtp.example.com' }),
    ).toThrow(/choose one sender/);
    expect(() => loadConfig({ ...deployed, MAIL_DELIVERY: 'sendgrid' })).toThrow(
      /MAIL_DELIVERY must be smtp or extension/,
    );
  });

  it('when SMTP_URL or the From address is malformed, then the api refuses to start', () => {
    const from = { MAIL_FROM: 'care@example.com' };
    expect(() => loadConfig({ ...deployed, ...from, SMTP_URL: 'smtp.example.com' })).toThrow(
      /SMTP_URL is not a URL/,
    );
    expect(() =>
      loadConfig({ ...deployed, ...from, SMTP_URL: 'https://smtp.example.com' }),
    ).toThrow(/smtp:\/\/ or smtps:\/\//);
    expect(() =>
      loadConfig({ ...deployed, SMTP_URL: 'smtp://smtp.example.com', MAIL_FROM: 'care' }),
    ).toThrow(/MAIL_FROM/);
  });

  it('when the emulators are given a real mail server, then the api refuses it: only the local MailDev', () => {
    expect(() => loadConfig({ ...emulators, SMTP_URL: 'smtp://smtp.gmail.com:587' })).toThrow(
      /local MailDev/,
    );
    expect(loadConfig({ ...emulators, SMTP_URL: 'smtp://127.0.0.1:1025' }).mail).toEqual({
      from: 'Device Protection <no-reply@protect.test>',
      delivery: { kind: 'smtp', url: 'smtp://127.0.0.1:1025' },
    });
  });

  it('when the emulators run without SMTP_URL (a test app of its own), then messages stay queued', () => {
    expect(loadConfig(emulators).mail.delivery).toEqual({ kind: 'off' });
  });
});
