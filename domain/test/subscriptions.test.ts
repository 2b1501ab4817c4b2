import {
  adminSubscriptionActionLabel,
  ADMIN_SUBSCRIPTION_STATUSES,
  coverageStatus,
  daysOverdue,
  effectiveNextBillingDate,
  invalidPaymentAmountMessage,
  isOverdue,
  isQuotePaid,
  isShownOnHomeCard,
  nextBillingAfter,
  paymentRequestError,
  paymentStatusColor,
  paymentStatusLabel,
  paymentSuccessMessage,
  subscriptionDisplayStatus,
  subscriptionStatusUpdatedMessage,
  SUBSCRIPTION_STATUSES,
  TRIAL_LABEL,
  type SubscriptionDisplayStatus,
  type SubscriptionStatus,
} from '../src';

const d = (iso: string) => new Date(iso);

describe('subscription statuses', () => {
  test('when statuses are listed, then they are the spec five and the admin may set three', () => {
    expect(SUBSCRIPTION_STATUSES).toEqual(['active', 'paused', 'canceled', 'trial', 'past_due']);
    expect(ADMIN_SUBSCRIPTION_STATUSES).toEqual(['active', 'paused', 'canceled']);
    expect(ADMIN_SUBSCRIPTION_STATUSES.map(adminSubscriptionActionLabel)).toEqual([
      'Set active',
      'Set paused',
      'Set canceled',
    ]);
    expect(TRIAL_LABEL).toBe('30 days FREE');
    expect(ADMIN_SUBSCRIPTION_STATUSES.map(subscriptionStatusUpdatedMessage)).toEqual([
      'Subscription status updated to active',
      'Subscription status updated to paused',
      'Subscription status updated to canceled',
    ]);
  });

  test.each<[string[], string]>([
    [['canceled', 'trial'], 'Active'],
    [['active'], 'Active'],
    [['paused', 'past_due'], 'Inactive'],
    [[], 'Inactive'],
  ])('when devices have %p subscriptions, then coverage reads %p', (statuses, text) => {
    expect(coverageStatus(statuses)).toBe(text);
  });
});

describe('overdue', () => {
  const due = d('2026-03-10T12:00:00Z');
  test.each([
    ['2026-03-10T11:00:00Z', false, 0],
    ['2026-03-10T12:00:00Z', false, 0],
    ['2026-03-10T12:00:01Z', true, 1],
    ['2026-03-11T12:00:00Z', true, 1],
    ['2026-03-11T12:00:01Z', true, 2],
    ['2026-03-20T00:00:00Z', true, 10],
  ])('when today is %s, then overdue is %p and days overdue %p', (now, overdue, days) => {
    expect(isOverdue(due, d(now))).toBe(overdue);
    expect(daysOverdue(due, d(now))).toBe(days);
  });

  test.each<[SubscriptionStatus, string | null, SubscriptionDisplayStatus]>([
    ['active', '2026-03-01T00:00:00Z', 'overdue'],
    ['past_due', '2026-03-01T00:00:00Z', 'overdue'],
    ['active', '2026-04-01T00:00:00Z', 'active'],
    ['active', null, 'active'],
    ['trial', '2026-03-01T00:00:00Z', 'trial'],
    ['canceled', '2026-03-01T00:00:00Z', 'canceled'],
  ])('when a %s subscription bills next on %p, then it shows as %p', (status, next, shown) => {
    expect(
      subscriptionDisplayStatus(status, next ? d(next) : null, d('2026-03-15T00:00:00Z')),
    ).toBe(shown);
  });

  test.each<[SubscriptionDisplayStatus, boolean]>([
    ['active', true],
    ['past_due', true],
    ['overdue', true],
    ['trial', false],
    ['canceled', false],
    ['paused', false],
  ])('when a subscription shows as %s, then it is on the home card: %p', (status, shown) => {
    expect(isShownOnHomeCard(status)).toBe(shown);
  });
});

describe('next billing date', () => {
  test.each([
    ['2026-01-31T09:30:00Z', '2026-02-28T09:30:00.000Z'],
    ['2024-01-31T09:30:00Z', '2024-02-29T09:30:00.000Z'],
    ['2026-01-15T00:00:00Z', '2026-02-15T00:00:00.000Z'],
    ['2026-03-31T00:00:00Z', '2026-04-30T00:00:00.000Z'],
    ['2026-12-31T23:59:59Z', '2027-01-31T23:59:59.000Z'],
  ])('when a subscription is created on %s, then it next bills on %s', (created, next) => {
    expect(nextBillingAfter(d(created)).toISOString()).toBe(next);
  });

  test.each<[object, string | null]>([
    [
      { nextBillingDate: '2026-05-01T00:00:00Z', createdAt: '2026-01-31T00:00:00Z' },
      '2026-05-01T00:00:00.000Z',
    ],
    [{ createdAt: '2026-01-31T00:00:00Z' }, '2026-02-28T00:00:00.000Z'],
    [{ created_at: '2026-03-31T00:00:00Z' }, '2026-04-30T00:00:00.000Z'],
    [{ nextBillingDate: 'bad' }, null],
    [{}, null],
  ])('when the subscription holds %p, then the next billing date is %p', (sub, next) => {
    expect(effectiveNextBillingDate(sub)?.toISOString() ?? null).toBe(next);
  });
});

describe('monthly total', () => {});

describe('payments', () => {
  test.each<[unknown, unknown, string | null]>([
    [19.99, 2, null],
    [19.99, '1', null],
    [0, 2, 'Invalid payment amount calculated: 0. Please refresh and try again.'],
    [-5, 2, 'Invalid payment amount calculated: -5. Please refresh and try again.'],
    [Number.NaN, 2, 'Invalid payment amount calculated: NaN. Please refresh and try again.'],
    ['19.99', 2, 'Invalid payment amount calculated: 19.99. Please refresh and try again.'],
    [19.99, 0, 'Invalid plan selected.'],
    [19.99, 'x', 'Invalid plan selected.'],
  ])('when paying %p for plan %p, then the check gives %p', (amount, planId, message) => {
    expect(paymentRequestError(amount, planId)).toBe(message);
  });

  test('when messages are built, then they read as the spec', () => {
    expect(invalidPaymentAmountMessage(Infinity)).toBe(
      'Invalid payment amount calculated: Infinity. Please refresh and try again.',
    );
    expect(paymentSuccessMessage('$6.45', '$22.98')).toBe(
      'Payment successful! Charged $6.45 - your new monthly amount is $22.98.',
    );
  });

  test.each([
    ['succeeded', 'Completed', 'green'],
    ['completed', 'Completed', 'green'],
    ['failed', 'Failed', 'red'],
    ['pending', 'Pending', 'yellow'],
    ['refunded', 'refunded', 'yellow'],
  ])('when a payment is %p, then it reads %p in %p', (status, label, color) => {
    expect(paymentStatusLabel(status)).toBe(label);
    expect(paymentStatusColor(status)).toBe(color);
  });

  test.each([
    ['Approved', true],
    ['approved', true],
    ['Pending', false],
    [undefined, false],
  ])('when a quote is %p, then it counts as paid: %p', (status, paid) => {
    expect(isQuotePaid(status)).toBe(paid);
  });
});
