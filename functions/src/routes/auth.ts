// Sign-in and registration calls: the ID token travels in the body (spec 01 section 7).
import {
  AUTH_MESSAGES,
  type MessageAnswer,
  type SessionUserAnswer,
  googleRegisterCustomerSchema,
  registerCustomerSchema,
} from '@protect/domain';
import { type RequestHandler, Router } from 'express';
import { AppError } from '../app-error';
import { validateBody } from '../http/validate';
import {
  type AccountsService,
  type CustomerDetails,
  REGISTRATION_MESSAGES,
} from '../services/accounts';

function idTokenOf(body: unknown): string {
  const idToken =
    typeof body === 'object' && body !== null ? (body as { idToken?: unknown }).idToken : undefined;
  if (typeof idToken !== 'string' || idToken.trim() === '')
    throw AppError.unauthenticated(AUTH_MESSAGES.idTokenRequired);
  return idToken.trim();
}

/** `limit`: sign-up and sign-in calls per client IP (http/rate-limit.ts), before the token is verified. */
export function authRoutes(accounts: AccountsService, limit: RequestHandler): Router {
  const router = Router();

  router.post('/api/auth/admin-login', limit, async (req, res) => {
    const caller = await accounts.identify(idTokenOf(req.body));
    res.json({
      success: true,
      user: await accounts.sessionUser(caller),
    } satisfies SessionUserAnswer);
  });

  router.post('/api/signup/registerCustomer', limit, async (req, res) => {
    const caller = await accounts.identify(idTokenOf(req.body));
    // The short Google variant is accepted only from a Google sign-in; password accounts give every field.
    const details: CustomerDetails =
      caller.signInProvider === 'google.com'
        ? validateBody(googleRegisterCustomerSchema, req.body)
        : validateBody(registerCustomerSchema, req.body);
    const { created } = await accounts.registerCustomer(caller, details);
    res.status(created ? 201 : 200).json({
      success: true,
      message: created ? REGISTRATION_MESSAGES.registered : REGISTRATION_MESSAGES.alreadyRegistered,
    } satisfies MessageAnswer);
  });

  return router;
}
