// What the card field shows before it can take a card: loading, or not ready (config or Stripe.js failed).
import { Skeleton } from '../Skeleton';
import { Notice } from '../Notice';
import { CARD_FIELD_MESSAGES } from './messages';

export function CardFieldLoading() {
  return (
    <div role="status" aria-live="polite">
      <span className="visually-hidden">Loading the card field...</span>
      <Skeleton variant="rounded" height={56} aria-hidden />
    </div>
  );
}

export function CardFieldNotReady() {
  return (
    <Notice severity="error" data-testid="card-field-not-ready">
      {CARD_FIELD_MESSAGES.notReady}
    </Notice>
  );
}
