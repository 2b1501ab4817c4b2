// The PDFs the api makes name the company as the site does: domain's DOCUMENT_ISSUER and the site's facts
// (web/src/config/site.ts) are the same name, address and contact.
import { DOCUMENT_ISSUER } from '@protect/domain';
import { site } from '../src/config/site';

test('when a document names the company, then it uses the site’s name, address and contact', () => {
  expect(DOCUMENT_ISSUER).toEqual({
    name: site.name,
    email: site.supportEmail,
    phone: site.supportPhone,
    address: site.address,
  });
});
