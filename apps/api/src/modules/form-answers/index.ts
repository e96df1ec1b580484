import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { formAnswersContract } from '@harmony/shared';
import { formAnswers, inboxMessages } from '../../db/schema.js';
import { crudContext } from '../../lib/crud/context.js';
import { bulkDeleteRoute, deleteRoute } from '../../lib/crud/delete-routes.js';
import { listRoute } from '../../lib/crud/list-routes.js';
import { getRoute, updateRoute } from '../../lib/crud/record-routes.js';
import { fromContract } from '../../lib/crud/resource.js';
import { answerExportRoutes } from './export.js';
import { answerFilters, answerSearch, answerView, serializeAnswer } from './view.js';
import './notable.js';

/**
 * A form's answers (/formularze/{uuid}/odpowiedzi, issue 27): the engine's list (always of one form), one answer
 * with its files, the spam flag (set by hand: reason `manual`; cleared: none), delete with undo (its inbox message
 * comes back with it; its files stay attached meanwhile) and the exports with a choice of columns. Answers are
 * only created by the public endpoint (modules/public-forms).
 */
export default async function formAnswerRoutes(app: FastifyInstance) {
  const c = crudContext(app, {
    ...fromContract(formAnswersContract),
    table: formAnswers,
    view: answerView,
    serialize: serializeAnswer,
    sortColumns: { id: formAnswers.id, created_at: formAnswers.createdAt },
    searchCondition: answerSearch,
    filters: (q) => answerFilters(q as never),
    // Its inbox message, so an undone delete brings it back (its thread of replies does not come back).
    children: [{ name: 'message', table: inboxMessages, parentKey: inboxMessages.answerId, schema: z.record(z.string(), z.unknown()) }],
    beforeUpdate: async (_tx, before, input) => {
      // The message is the inbox's to change, never through its answer.
      delete input.message;
      // Who flagged it is kept in the reason: a person's verdict replaces the robot's, either way.
      if (input.is_spam !== before.isSpam) input.spam_reason = input.is_spam ? 'manual' : '';
    },
  });
  listRoute(app, c);
  answerExportRoutes(app, c);
  getRoute(app, c);
  updateRoute(app, c);
  deleteRoute(app, c);
  bulkDeleteRoute(app, c);
}
