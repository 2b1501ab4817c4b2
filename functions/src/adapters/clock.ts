// Time as a port, so tests can fix it.
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
