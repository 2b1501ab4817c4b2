// The admin's photo viewer (web/src/features/admin-claims/components/ClaimPhotosDialog.tsx): each photo is
// fetched with the admin's token, and one that cannot be shown gets the spec's placeholder saying why
// ('Invalid path', '(No data)', '(Failed to load)', spec 02 section 8), never a broken image.
import { screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { ClaimPhotosDialog } from '../../src/features/admin-claims/components/ClaimPhotosDialog';
import { answerApi, sent } from './support/api';
import { signInAs } from './support/firebase';
import { renderScreen } from './support/render';

type ShownClaim = NonNullable<ComponentProps<typeof ClaimPhotosDialog>['claim']>;

// The fields the viewer reads; the rest of an admin claim is not its concern.
const claim = {
  id: 'K7Q2M9X4TB',
  claim_number: 'CLM-2026-K7Q2M9X4TB',
  user_name: 'Pat Lee',
  photo_urls: [
    '/api/files/claims/u1/front.png',
    '/api/files/claims/u1/empty.png',
    '/api/files/claims/u1/gone.png',
    '/api/files/claims/u1/../u2/theirs.png',
  ],
} as unknown as ShownClaim;

beforeAll(() => {
  // jsdom has no object URLs; the viewer only needs one per fetched photo.
  URL.createObjectURL = jest.fn(() => 'blob:photo');
  URL.revokeObjectURL = jest.fn();
});

describe("the admin's claim photo viewer", () => {
  it('when one photo loads, one is empty, one fails and one has a path stepping into another folder, then the first shows and the others say why, and the bad path is never fetched', async () => {
    signInAs({ uid: 'admin-1', email: 'admin@example.test', name: 'Ada Admin', role: 'admin' });
    answerApi({
      'GET /api/files/claims/u1/front.png': { file: new Uint8Array([137, 80, 78, 71]) },
      'GET /api/files/claims/u1/empty.png': { file: new Uint8Array([]) },
      'GET /api/files/claims/u1/gone.png': { status: 404, body: { success: false } },
    });

    renderScreen(<ClaimPhotosDialog claim={claim} onClose={() => undefined} />);

    const photo = await screen.findByRole('img', { name: 'Photo 1 of claim CLM-2026-K7Q2M9X4TB' });
    expect(photo.getAttribute('src')).toBe('blob:photo');
    expect(
      await screen.findByRole('img', {
        name: 'Photo 2 of claim CLM-2026-K7Q2M9X4TB: Image unavailable, (No data)',
      }),
    ).toBeTruthy();
    expect(
      await screen.findByRole('img', {
        name: 'Photo 3 of claim CLM-2026-K7Q2M9X4TB: Image unavailable, (Failed to load)',
      }),
    ).toBeTruthy();
    expect(
      screen.getByRole('img', {
        name: 'Photo 4 of claim CLM-2026-K7Q2M9X4TB: Image unavailable, Invalid path',
      }),
    ).toBeTruthy();
    expect(sent.map((request) => request.path)).not.toContain(
      '/api/files/claims/u1/../u2/theirs.png',
    );
    expect(sent[0]?.headers.get('Authorization')).toBe('Bearer token-admin-1');
  });
});
