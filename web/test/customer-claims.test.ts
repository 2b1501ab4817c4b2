// How the claims screens read the customer's claims: the deductible into cents once, so 'Pay deductible'
// and its dialog show it with formatCents to the cent.
import { type ClaimWire, formatCents } from '@protect/domain';
import { customerClaimFromWire } from '../src/features/claims/api/customer-claim';

const aClaim = (deductible: ClaimWire['deductible']): ClaimWire => ({
  id: 'claim-1',
  claim_number: 'CLM-2026-ABC123',
  user_name: 'Casey Customer',
  user_email: 'casey@example.test',
  brand: 'Apple',
  model: 'iPhone 15',
  claim_type: 'screen_damage',
  description: 'Cracked screen',
  status: 'approved',
  estimated_repair_cost: null,
  created_at: '2026-11-25T10:00:00.000Z',
  incident_date: '2026-11-20',
  photo_urls: [],
  user_id: 'u1',
  device_id: 'd1',
  police_report_number: null,
  notes: null,
  judged_by: null,
  deductible,
  deductible_due: deductible?.status === 'due',
  timeline: [],
  appeal: null,
  appealable_until: null,
});

describe('customer claims to the screen', () => {
  it('when a deductible of 29.99 dollars is due, then the screen holds 2999 cents and shows $29.99', () => {
    const claim = customerClaimFromWire(aClaim({ amount: 29.99, status: 'due', payment_id: null }));
    expect(claim.deductibleCents).toBe(2999);
    expect(formatCents(claim.deductibleCents)).toBe('$29.99');
  });

  it('when a deductible of 0.1 + 0.2 dollars arrives, then it is 30 cents with no float drift', () => {
    const claim = customerClaimFromWire(
      aClaim({ amount: 0.1 + 0.2, status: 'due', payment_id: null }),
    );
    expect(claim.deductibleCents).toBe(30);
  });

  it('when a claim has no deductible yet, then it holds 0 cents', () => {
    expect(customerClaimFromWire(aClaim(null)).deductibleCents).toBe(0);
  });
});
