import { setTimeout as sleep } from 'node:timers/promises';
import { CurrentUser, LoginRequest, passwordProblems, SignupRequest } from '../../../contract/users';
import { accountsApi } from '../../../contract/accounts';
import { LOOKS_TAKEN } from '../../../contract/usernames';
import type { Config } from '../../config';
import { isUniqueViolation } from '../../db/database';
import { errors } from '../../http/errors';
import { endSession, startSession } from '../../http/session';
import type { SessionStore } from '../../http/session-store';
import { apiRoute, type ApiRoute } from '../../http/routes';
import { presentUser } from './presenter';
import { usernameKey, type UserRepository } from './repository';
import { checkPassword, hashPassword } from './passwords';
import { LOGIN_FAILURE_WINDOW_MS, loginSlowdownMs, type LoginFailureRepository } from './login-failures';

const TAKEN = 'A user with that username already exists.';
const BAD_CREDENTIALS = 'Please enter a correct username and password. Note that both fields may be case-sensitive.';

interface AccountDeps {
  config: Config;
  users: UserRepository;
  sessions: SessionStore;
  failures: LoginFailureRepository;
}

/** Sign-up, login and logout (DESIGN.md §4): JSON posts to the same paths the pages live at. */
export function accountRoutes({ config, users, sessions, failures }: AccountDeps): ApiRoute<any, any>[] {
  return [
    apiRoute({
      method: 'POST',
      url: accountsApi.signup,
      tag: accountsApi.tag,
      summary: 'Create an ordinary account and sign in',
      guests: true,
      body: SignupRequest,
      response: CurrentUser,
      status: 201,
      rateLimit: { max: config.SIGNUPS_PER_HOUR, timeWindow: 60 * 60 * 1000 },
      handler: async (request, reply, { body }) => {
        const problems: Record<string, string[]> = {};
        if (await users.getByUsername(body.username)) problems.username = [TAKEN];
        else if (await users.getLookAlike(body.username)) problems.username = [LOOKS_TAKEN];
        const weak = passwordProblems(body.password, body.username);
        if (weak.length > 0) problems.password = weak;
        if (Object.keys(problems).length > 0) throw errors.invalid(problems);

        const created = await users
          .create({ ...body, password_hash: await hashPassword(body.password) })
          .catch((error: unknown) => {
            if (isUniqueViolation(error)) throw errors.invalid({ username: [TAKEN] });
            throw error;
          });
        const user = presentUser(created);
        await startSession(request, reply, sessions, user);
        return user;
      },
    }),
    apiRoute({
      method: 'POST',
      url: accountsApi.login,
      tag: accountsApi.tag,
      summary: 'Sign in; failed attempts are limited per username and address pair, and slowed down per username and per address',
      guests: true,
      body: LoginRequest,
      response: CurrentUser,
      handler: async (request, reply, { body }) => {
        const key = usernameKey(body.username);
        const limit = config.LOGIN_FAILURES_PER_15_MIN;
        // Refused only per username and address pair; slowed down per username and per address (decision 037).
        const attempt = await failures.reserve(key, request.ip, limit);
        const recent = await failures.recent(key, request.ip);
        if (attempt === null) {
          const oldest = recent.pairOldest?.getTime() ?? Date.now();
          throw errors.throttled(Math.max(1, Math.ceil((oldest + LOGIN_FAILURE_WINDOW_MS - Date.now()) / 1000)));
        }
        // The counts hold this attempt's own reservation.
        const wait = loginSlowdownMs(recent.byUsername - 1, recent.byIp - 1, limit);
        if (wait > 0) await sleep(wait);
        const row = await users.getByUsername(body.username);
        const valid = await checkPassword(row?.password_hash ?? null, body.password);
        // A failed attempt keeps its reservation: it counts against the limit for the window.
        if (!row || !valid || !row.is_active) throw errors.badRequest(BAD_CREDENTIALS);
        await failures.release(attempt);
        await failures.removeExpired();
        const user = presentUser(row);
        await startSession(request, reply, sessions, user);
        return user;
      },
    }),
    apiRoute({
      method: 'POST',
      url: accountsApi.logout,
      tag: accountsApi.tag,
      summary: 'End the session',
      status: 204,
      handler: async (request, reply) => {
        await endSession(request, reply, sessions);
      },
    }),
  ];
}
