// Card testing: someone with a list of stolen card numbers tries them one after another on the paying
// routes. After CARD_DECLINE_LIMIT declines within CARD_DECLINE_WINDOW_MS a customer's payments pause until
// the oldest of those declines leaves the window; a good card changes nothing while paused, since the
// pause is about the attempts, not the card.

export const CARD_DECLINE_LIMIT = 5;
export const CARD_DECLINE_WINDOW_MS = 24 * 60 * 60 * 1000;

export interface CardDeclineStanding {
  /** Declines within the window that ends now. */
  declines: number;
  /** When paying is allowed again; null while it is allowed. */
  pausedUntil: Date | null;
}

/** The declines that still count at `now` (a clock that ran ahead counts too), newest first. */
export function declinesInWindow(declinedAt: readonly Date[], now: Date): Date[] {
  const since = now.getTime() - CARD_DECLINE_WINDOW_MS;
  return declinedAt.filter((at) => at.getTime() > since).sort((a, b) => b.getTime() - a.getTime());
}

/**
 * Whether the customer may pay at `now`, given when their card attempts were declined. Paused from the
 * CARD_DECLINE_LIMIT-th decline in the window until that many are no longer within it, i.e. until the
 * limit-th newest decline is CARD_DECLINE_WINDOW_MS old.
 */
export function cardDeclineStanding(declinedAt: readonly Date[], now: Date): CardDeclineStanding {
  const recent = declinesInWindow(declinedAt, now);
  const limitTh = recent[CARD_DECLINE_LIMIT - 1];
  return {
    declines: recent.length,
    pausedUntil: limitTh ? new Date(limitTh.getTime() + CARD_DECLINE_WINDOW_MS) : null,
  };
}

const PAUSE_END = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** The refusal a paused customer reads (429), naming when paying is allowed again (UTC). */
export function cardDeclinePauseMessage(pausedUntil: Date): string {
  return `Too many declined card attempts. For your security, payments are paused until ${PAUSE_END.format(pausedUntil)} UTC.`;
}

/** What the admin's user page says of a customer's recent declines. */
export function cardDeclineSummary(declines: number, pausedUntil: Date | null): string {
  const count = `Card declines in the last 24 hours: ${declines}`;
  return pausedUntil
    ? `${count}: payments paused until ${PAUSE_END.format(pausedUntil)} UTC.`
    : `${count}.`;
}
