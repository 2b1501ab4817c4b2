// How the admin screens read the api's dollar answers: into cents once, to the cent (no float drift, refunds
// negative), so every admin table and card formats money with formatCents alone.
import type { AdminStatsAnswer, PaymentWire } from '@protect/domain';
import { formatCents } from '@protect/domain';
import { paymentFromWire, statsFromWire } from '../src/api/admin/admin-from-wire';
import { statusColor } from '../src/lib/status-colors';

const aPayment = (amount: number): PaymentWire => ({
  id: 'pay-1',
  user_id: 'u1',
  user_name: 'Dana Admin',
  user_email: 'dana@example.test',
  subscription_id: 'sub-1',
  amount,
  payment_type: 'renewal',
  status: 'completed',
  stripe_payment_intent_id: 'pi_1',
  decline_code: null,
  description: '',
  created_at: '2026-11-25T10:00:00.000Z',
});

describe('admin answers to the screen', () => {
  it('when a payment of 19.99 dollars arrives, then the screen holds 1999 cents and no dollar field', () => {
    const payment = paymentFromWire(aPayment(19.99));
    expect(payment.amountCents).toBe(1999);
    expect('amount' in payment).toBe(false);
  });

  it('when a refund of 1,234.56 dollars arrives, then it shows as -$1,234.56 with the thousands separator', () => {
    expect(formatCents(paymentFromWire(aPayment(-1234.56)).amountCents)).toBe('-$1,234.56');
  });

  it('when the stats arrive, then the revenue figures and every month are cents', () => {
    const answer: AdminStatsAnswer = {
      success: true,
      activeSubscriptions: 3,
      monthlyRecurringRevenue: 1202.85,
      pendingClaims: 1,
      paymentsThisMonth: 0.1 + 0.2,
      months: [{ month: '2026-11', newSubscriptions: 2, revenue: 279.05 }],
      claimsByStatus: {
        pending: 1,
        reviewing: 0,
        approved: 0,
        rejected: 0,
        completed: 0,
        appealed: 0,
      },
    };
    const stats = statsFromWire(answer);
    expect(stats.monthlyRecurringRevenueCents).toBe(120285);
    expect(stats.paymentsThisMonthCents).toBe(30);
    expect(stats.months[0]?.revenueCents).toBe(27905);
  });
});

describe('status colours', () => {
  it('when admin and customer screens show the same status, then they show the same colour', () => {
    expect(statusColor('claim', 'approved')).toBe('success');
    expect(statusColor('claim', 'pending')).toBe('warning');
    expect(statusColor('payment', 'failed')).toBe('error');
    expect(statusColor('subscription', 'past_due')).toBe('error');
    expect(statusColor('subscription', 'trial')).toBe('info');
  });
});
