// The customer's appeal dialog (issue 24): the text is checked with the domain's schema before anything is
// sent, at most 3 photos are kept, and the api's refusal (the window closed) is shown in the dialog.
import { screen, within } from '@testing-library/react';
import { CLAIM_APPEAL_MESSAGES } from '@protect/domain';
import { AppealClaimDialog } from '../../src/features/claims/components/AppealClaimDialog';
import type { CustomerClaim } from '../../src/features/claims/api/customer-claim';
import { answerApi, sentTo } from './support/api';
import { signInAs } from './support/firebase';
import { renderScreen } from './support/render';

const claim = {
  id: 'c1',
  claim_number: 'CLM-2026-ABCDEFGHJK',
  appealable_until: '2026-12-01T10:00:00.000Z',
} as CustomerClaim;
const photo = (name: string) =>
  new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });
const APPEAL = 'The photos show the crack; please look again.';

beforeAll(() => {
  // jsdom has no object URLs; the previews only need one each.
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});

describe('appealing a rejected claim', () => {
  it('when the text is short, then the schema message shows and nothing is sent; a fourth photo is left out', async () => {
    signInAs({ uid: 'u1', email: 'casey@example.test', name: 'Casey' });
    const { user } = renderScreen(
      <AppealClaimDialog claim={claim} userId="u1" onClose={jest.fn()} />,
    );
    const dialog = screen.getByRole('dialog', {
      name: 'Appeal the decision on claim CLM-2026-ABCDEFGHJK',
    });
    await user.type(within(dialog).getByLabelText(/Why should we look again/), 'Look again');
    await user.click(within(dialog).getByRole('button', { name: 'Send appeal' }));
    expect(await within(dialog).findByText(CLAIM_APPEAL_MESSAGES.textTooShort)).toBeTruthy();
    expect(sentTo('POST /api/claims/c1/appeal')).toHaveLength(0);

    await user.upload(within(dialog).getByTestId('appeal-photos-input'), [
      photo('1.png'),
      photo('2.png'),
      photo('3.png'),
      photo('4.png'),
    ]);
    expect(within(dialog).getAllByRole('img')).toHaveLength(3);
    expect(within(dialog).getByText(CLAIM_APPEAL_MESSAGES.tooManyPhotos)).toBeTruthy();
  });

  it("when the api refuses the appeal, then the dialog shows the domain's message and stays open", async () => {
    signInAs({ uid: 'u1', email: 'casey@example.test', name: 'Casey' });
    answerApi({
      'POST /api/claims/c1/appeal': {
        status: 409,
        body: { success: false, message: CLAIM_APPEAL_MESSAGES.windowClosed, code: 'conflict' },
      },
    });
    const onClose = jest.fn();
    const { user } = renderScreen(
      <AppealClaimDialog claim={claim} userId="u1" onClose={onClose} />,
    );
    await user.type(screen.getByLabelText(/Why should we look again/), APPEAL);
    await user.click(screen.getByRole('button', { name: 'Send appeal' }));
    expect((await screen.findByTestId('appeal-refusal')).textContent).toBe(
      CLAIM_APPEAL_MESSAGES.windowClosed,
    );
    expect(sentTo('POST /api/claims/c1/appeal')).toHaveLength(1);
    expect(onClose).not.toHaveBeenCalled();
  });
});
