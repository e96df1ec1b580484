import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  messageRead, PASSWORD_TOKEN_PATTERN, passwordTokenRead, setPasswordInput, usersContract,
} from '@harmony/shared';
import { logActivity } from '../../lib/activity.js';
import { sha256 } from '../../lib/tokens.js';
import { hashPassword } from '../../lib/passwords.js';
import { consumeToken, findUsableToken, revokeTokensOf } from '../users/repository.js';
import { storePasswordHash } from '../users/service.js';
import { fieldFailure } from '../users/validate.js';

/**
 * The one-time set-password link (/ustaw-haslo/{token}) sent on `send_password`: check it, then set the
 * password. Public, but POST still needs the CSRF token like every state change. Only the token's
 * SHA-256 is stored, so the lookup is by hash.
 */
export default async function passwordRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Any token text is taken: a malformed one answers `valid: false` like an unknown one, never a 422.
  app.get('/api/password/token/:token', {
    config: { public: true },
    schema: { params: z.object({ token: z.string() }), response: { 200: passwordTokenRead } },
  }, async (req) => {
    const { token } = req.params;
    if (!PASSWORD_TOKEN_PATTERN.test(token)) return { valid: false };
    const found = await findUsableToken(app.db, sha256(token));
    if (!found || !found.user.active) return { valid: false };
    return { valid: true, email: found.user.email };
  });

  app.post('/api/password/set', {
    config: { public: true, labels: usersContract.labels },
    schema: { body: setPasswordInput, response: { 200: messageRead } },
  }, async (req) => {
    const input = req.body;
    const invalid = () => fieldFailure(req, 'token', 'users.password.invalidToken');
    if (!PASSWORD_TOKEN_PATTERN.test(input.token)) throw invalid();
    const tokenHash = sha256(input.token);
    const found = await findUsableToken(app.db, tokenHash);
    if (!found || !found.user.active) throw invalid();
    const hash = await hashPassword(input.password);
    await app.db.transaction(async (tx) => {
      // Two submissions of one link: only the first gets here with the token still unused.
      if (!(await consumeToken(tx, tokenHash))) throw invalid();
      await storePasswordHash(tx, found.user.id, hash);
      await revokeTokensOf(tx, found.user.id);
      await app.sessions.endAllOf(found.user.id, tx);
      await logActivity(tx, req, { action: 'password.set', subjectType: 'users', subjectId: found.user.id, userId: found.user.id, impersonatorId: null });
    });
    return { message: req.t('users.password.set') };
  });
}
