// The card-testing pause (domain/src/card-declines.ts) as the paying routes apply it: whether the customer
// may pay now, and the one place a declined card attempt is counted.
import { cardDeclinePauseMessage, cardDeclineStanding } from '@protect/domain';
import type { Clock } from '../adapters/clock';
import { AppError } from '../app-error';
import { logs } from '../logs';
import type { CardDeclinesRepository } from '../repositories/card-declines';

export function createCardDeclinesService(deps: {
  cardDeclines: CardDeclinesRepository;
  clock: Clock;
}) {
  async function standing(uid: string) {
    return cardDeclineStanding(await deps.cardDeclines.list(uid), deps.clock.now());
  }
  return {
    standing,

    /**
     * The 429 a paused customer gets on a paying route, and the seconds until paying is allowed again
     * (for Retry-After); null when they may pay.
     */
    async refusal(uid: string): Promise<{ error: AppError; retryAfterSeconds: number } | null> {
      const { pausedUntil } = await standing(uid);
      if (!pausedUntil) return null;
      logs.paymentsPaused(uid, pausedUntil);
      const waitMs = pausedUntil.getTime() - deps.clock.now().getTime();
      return {
        error: AppError.rateLimited(cardDeclinePauseMessage(pausedUntil)),
        retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)),
      };
    },

    async recordDecline(uid: string): Promise<void> {
      await deps.cardDeclines.record(uid, deps.clock.now());
      logs.cardDeclineRecorded(uid);
    },
  };
}

export type CardDeclinesService = ReturnType<typeof createCardDeclinesService>;
