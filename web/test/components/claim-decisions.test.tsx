// Claim decisions (issue 24): the admin's reject dialog asks for a reason from the domain's list before it
// sends anything, and the customer's timeline lists each step with its date, reason and note.
import { screen, within } from '@testing-library/react';
import {
  type AdminClaimWire,
  CLAIM_DECISION_MESSAGES,
  claimRejectionReasonLabel,
  claimTimeline,
} from '@protect/domain';
import { ClaimTimeline } from '../../src/components/ClaimTimeline';
import { RejectClaimDialog } from '../../src/features/admin-claims/components/RejectClaimDialog';
import { renderScreen } from './support/render';

const claim = { id: 'c1', claim_number: 'CLM-2026-ABCDEFGHJK' } as AdminClaimWire;

describe('rejecting a claim from the list', () => {
  it('when Reject claim is pressed without a reason, then the reason is asked for and nothing is sent; with one, it is sent with the note', async () => {
    const onReject = jest.fn();
    const { user } = renderScreen(
      <RejectClaimDialog claim={claim} onCancel={jest.fn()} onReject={onReject} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Reject claim CLM-2026-ABCDEFGHJK' });

    await user.click(within(dialog).getByRole('button', { name: 'Reject claim' }));
    expect(within(dialog).getByText(CLAIM_DECISION_MESSAGES.reasonRequired)).toBeTruthy();
    expect(onReject).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('combobox', { name: 'Reason for rejecting' }));
    await user.click(
      within(screen.getByRole('listbox')).getByRole('option', {
        name: claimRejectionReasonLabel('duplicate_claim')!,
      }),
    );
    await user.type(within(dialog).getByLabelText('Note to the customer (optional)'), 'See CLM-1');
    await user.click(within(dialog).getByRole('button', { name: 'Reject claim' }));
    expect(onReject).toHaveBeenCalledWith(claim, { reason: 'duplicate_claim', note: 'See CLM-1' });
  });
});

describe('the claim timeline', () => {
  it('when a claim was filed and rejected, then the list shows both steps with the reason and the note', () => {
    const steps = claimTimeline({
      createdAt: '2026-03-01T10:00:00.000Z',
      history: [
        { status: 'pending', at: '2026-03-01T10:00:00.000Z' },
        {
          status: 'rejected',
          at: '2026-03-02T10:00:00.000Z',
          reason: 'incident_before_cover',
          note: 'Broken in January',
        },
      ],
    });
    renderScreen(<ClaimTimeline steps={steps} claimNumber="CLM-2026-ABCDEFGHJK" />);
    const list = screen.getByRole('list', { name: 'Timeline of claim CLM-2026-ABCDEFGHJK' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Claim filed'),
      expect.stringMatching(
        /^Rejected .+Reason: The incident happened before your cover startedNote: Broken in January$/,
      ),
    ]);
  });
});
