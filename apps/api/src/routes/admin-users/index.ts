import { USERS_PAGE_SIZE } from '@pathways/schemas';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../lib/contract-route.js';
import { HttpError } from '../../lib/http-error.js';
import {
  findTakenFields,
  findUserById,
  insertUser,
  countCaseloads,
  listUsers,
  toManagedUser,
  updateUser,
} from '../../repositories/users.js';
import { endSessionsOfUser } from '../../session/kysely-session-store.js';
import { NO_PASSWORD_YET, createInvitation } from '../../services/invitations.js';
import { isUniqueViolation } from '../auth/index.js';

const NOT_FOUND = 'No such user';
const TAKEN_USERNAME = 'That username is already taken';
const TAKEN_EMAIL = 'An account with that email already exists';

/** Admin › Users (issue 13): invite staff, change roles, deactivate (sessions end at once). */
export default function adminUserRoutes(app: FastifyInstance) {
  contractRoute(app, 'GET /api/admin/users', {}, async ({ query }) => {
    const rows = await listUsers(app.db, query, USERS_PAGE_SIZE + 1);
    const page = rows.slice(0, USERS_PAGE_SIZE);
    const caseloads = await countCaseloads(
      app.db,
      page.map((row) => row.id),
    );
    return {
      users: page.map((row) => ({
        ...toManagedUser(row),
        caseloadSize: caseloads.get(row.id) ?? 0,
      })),
      nextBefore: rows.length > USERS_PAGE_SIZE ? (page.at(-1)?.id ?? null) : null,
    };
  });

  contractRoute(app, 'POST /api/admin/users', {}, async ({ body, user: admin }) => {
    const taken = await findTakenFields(app.db, body.username, body.email);
    if (taken.username || taken.email) {
      throw new HttpError(409, taken.username ? TAKEN_USERNAME : TAKEN_EMAIL, {
        ...(taken.username ? { username: [TAKEN_USERNAME] } : {}),
        ...(taken.email ? { email: [TAKEN_EMAIL] } : {}),
      });
    }
    return app.db
      .transaction()
      .execute(async (trx) => {
        const row = await insertUser(trx, {
          username: body.username,
          password: NO_PASSWORD_YET,
          email: body.email,
          role: body.role,
          full_name: body.fullName,
          phone: null,
        });
        const invitation = await createInvitation(trx, app.outbox, row, admin.fullName);
        return { user: toManagedUser(row), invitation };
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error))
          throw new HttpError(409, 'That username or email is already taken');
        throw error;
      });
  });

  contractRoute(app, 'PATCH /api/admin/users/:id', {}, async ({ params, body, user: admin }) => {
    const existing = await findUserById(app.db, params.id);
    if (!existing) throw new HttpError(404, NOT_FOUND);
    if (
      existing.id === admin.id &&
      (body.active === false || (body.role && body.role !== 'admin'))
    ) {
      throw new HttpError(409, 'You cannot deactivate or demote your own account');
    }
    const deactivatedAt =
      body.active === undefined
        ? undefined
        : body.active
          ? null
          : (existing.deactivated_at ?? app.clock.now());
    const row = await app.db.transaction().execute(async (trx) => {
      const updated = await updateUser(trx, params.id, {
        ...(body.role ? { role: body.role } : {}),
        ...(deactivatedAt !== undefined ? { deactivated_at: deactivatedAt } : {}),
      });
      // A deactivated account, or one whose role changed, signs in afresh (or not at all).
      if (body.active === false || (body.role && body.role !== existing.role)) {
        await endSessionsOfUser(trx, params.id);
      }
      return updated;
    });
    if (!row) throw new HttpError(404, NOT_FOUND);
    return toManagedUser(row);
  });
}
