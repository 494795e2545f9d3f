import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API, LoginBody, LoginResponse, MESSAGES } from '@ott/contract';
import { forbidden } from '../../lib/errors.ts';
import { errorResponses } from './error-responses.ts';
import { consumeOtp } from './otp-service.ts';
import { parsePhone } from './phone.ts';
import { attachReferrer } from './referral-service.ts';
import { rememberDevice, requesterOf } from './requester.ts';
import { createSession } from './session-service.ts';
import { loadUserDto } from './user-dto.ts';
import { findOrCreateUser, findUserByPhone, grantConfiguredAdminRole } from './user-service.ts';

/** POST /users/users/login/ (SPEC 7): OTP → user (created on first login) → new session. */
export function loginRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    API.login,
    {
      schema: {
        body: LoginBody,
        response: { 200: LoginResponse, ...errorResponses },
        tags: ['auth'],
        summary: 'Sign in with the SMS code; sets the session cookie and returns the token',
      },
    },
    async (req, reply) => {
      const { db } = app.deps;
      const phone = parsePhone(req.body.phone);
      const requester = requesterOf(app.deps, req, reply);
      await consumeOtp(app.deps, phone, req.body.otp.trim(), requester, req.body.altcha);

      const existing = await findUserByPhone(db, phone);
      if (existing?.deletedAt) throw forbidden(MESSAGES.accountDeletedLogin);
      // Issue 17.1: after the code is checked, so the refusal tells nothing to someone without it.
      if (existing?.blockedAt) throw forbidden(MESSAGES.accountBlocked);
      const { user, isNew } = existing ? { user: existing, isNew: false } : await findOrCreateUser(db, phone);

      let current = await grantConfiguredAdminRole(db, user, app.deps.config.adminPhones);
      if (req.body.ref && user.referredById === null) {
        // An invitation link's code: attached when valid, silently ignored otherwise (the login
        // itself must not fail because of a stale link).
        const result = await db.transaction((tx) => attachReferrer(tx, user.id, req.body.ref));
        if (result.ok) current = (await findUserByPhone(db, phone)) ?? user;
      }

      const { token, csrfToken } = await createSession(app.deps, req, reply, current.id);
      await rememberDevice(app.deps, phone, requester);
      return {
        status: 'success' as const,
        message: MESSAGES.loginSuccess,
        user: await loadUserDto(db, current, app.deps.config.mediaBaseUrl),
        token,
        csrf_token: csrfToken,
        is_new_user: isNew,
      };
    },
  );
}
