import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  deletedRead, EVENT_RANGE_LIMIT, eventListQuery, eventsContract, formatRuleMessage, idParamSchema, listMetaRead,
  type Verb, warsawInstant,
} from '@harmony/shared';
import { logActivity } from '../../lib/activity.js';
import { ApiError, notFound } from '../../lib/http-errors.js';
import { fieldLabel, keepUnsent, parse } from '../../lib/validate.js';

import {
  deleteEvent, eventPage, eventsInRange, findEvent, insertEvent, serializeEvent, updateEvent, type EventValues,
} from './repository.js';
import { pageEnvelope } from '../../lib/crud/envelope.js';

const { path, itemRoute, input: eventInput, update: eventUpdateInput, read, labels: LABELS } = eventsContract;

/** A range's events (no meta), or a plain page (with meta). */
const listAnswer = z.object({ data: z.array(read), meta: listMetaRead.optional() });
const written = (extra: z.ZodRawShape) => z.object({ ...extra, message: z.string(), data: read });

/**
 * A moment of a range query: a day (midnight in Europe/Warsaw), a Warsaw wall-clock date-time without an
 * offset (what calendars send), or an instant with one. Null when it names no real moment.
 */
function momentOf(text: string): Date | null {
  const local = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?$/.exec(text);
  if (local) {
    const [, day, hh = '0', mm = '0', ss = '0'] = local;
    const midnight = new Date(`${day}T00:00:00Z`);
    if (Number.isNaN(midnight.getTime()) || !midnight.toISOString().startsWith(day!)) return null;
    if (Number(hh) > 24 || Number(mm) > 59 || Number(ss) > 59) return null;
    return new Date(warsawInstant(day!, Number(hh) * 60 + Number(mm)).getTime() + Number(ss) * 1000);
  }
  const at = new Date(text);
  return Number.isNaN(at.getTime()) ? null : at;
}

const valuesOf = (input: { title: string; description: string; starts_at: string; ends_at: string; all_day: boolean; color: string }): EventValues => ({
  title: input.title,
  description: input.description,
  startsAt: new Date(input.starts_at),
  endsAt: new Date(input.ends_at),
  allDay: input.all_day,
  color: input.color.toLowerCase(),
});

/**
 * Calendar events (/uzytkownik/kalendarz, seed section 7): GET /api/events (a range for the calendar, or a
 * plain page), GET /api/events/{id}, POST /api/events, PUT /api/events (id in the body, as the seed calls
 * it), DELETE /api/events/{id}. Everyone works on their own events only: another user's id is a 404.
 */
export default async function eventRoutes(app: FastifyInstance) {
  // Routes with a query or a body name the label group; GET and DELETE of one event keep the generic id label.
  const access = (verb: Verb, labels?: string) => ({ config: { permission: eventsContract.permission, verb, ...(labels ? { labels } : {}) } });
  const me = (req: FastifyRequest) => req.user!.id;

  const moment = (req: FastifyRequest, field: 'from' | 'to', text: string | undefined) => {
    if (text === undefined) return undefined;
    const at = momentOf(text);
    if (!at) {
      const message = formatRuleMessage('date', req.locale, fieldLabel(req, field, LABELS));
      throw new ApiError(422, message, {}, { [field]: [message] });
    }
    return at;
  };

  app.get(path, { ...access('listowanie', LABELS), schema: { querystring: eventListQuery, response: { 200: listAnswer } } }, async (req) => {
    const q = req.query as z.output<typeof eventListQuery>;
    if (q.from !== undefined || q.to !== undefined) {
      const from = moment(req, 'from', q.from);
      const to = moment(req, 'to', q.to);
      // A reversed range is a mistake to say, not an empty calendar (the reports' rule and message).
      if (from && to && to < from) throw new ApiError(422, req.t('reports.rangeOrder'), {}, { to: [req.t('reports.rangeOrder')] });
      const data = await eventsInRange(app.db, me(req), from, to, EVENT_RANGE_LIMIT);
      return { data };
    }
    const { rows, total } = await eventPage(app.db, me(req), q.page, q.per_page);
    return pageEnvelope(rows, total, q);
  });

  app.get(itemRoute, { ...access('listowanie'), schema: { params: idParamSchema, response: { 200: read } } }, async (req) => {
    const { id } = req.params as { id: number };
    const row = await findEvent(app.db, me(req), id);
    if (!row) throw notFound();
    return serializeEvent(row);
  });

  app.post(path, { ...access('dodawanie', LABELS), schema: { body: eventInput, response: { 201: written({ id: z.number() }) } } }, async (req, reply) => {
    const input = req.body as z.output<typeof eventInput>;
    const data = await app.db.transaction(async (tx) => {
      const row = serializeEvent(await insertEvent(tx, me(req), valuesOf(input)));
      await logActivity(tx, req, { action: 'create', subjectType: eventsContract.name, subjectId: row.id, after: row });
      return row;
    });
    return reply.status(201).send({ id: data.id, message: req.t('events.created'), data });
  });

  /*
   * The body is parsed in the handler, not by a route schema: the id travels in it, so the event must be found
   * (a 404 for someone else's) and its stored fields merged under the body (keepUnsent) before the schema reads it.
   */
  app.put(path, { ...access('edycja'), schema: { response: { 200: written({}) } } }, async (req) => {
    const { id } = parse(idParamSchema, req.body, req, LABELS);
    const data = await app.db.transaction(async (tx) => {
      const before = await findEvent(tx, me(req), id, true);
      if (!before) throw notFound();
      // Fields the body leaves out keep their stored values (no description sent does not clear it).
      const input = parse(eventUpdateInput, keepUnsent(req.body, serializeEvent(before)), req, LABELS);
      const after = serializeEvent(await updateEvent(tx, before.id, valuesOf(input)));
      await logActivity(tx, req, { action: 'update', subjectType: eventsContract.name, subjectId: before.id, before: serializeEvent(before), after });
      return after;
    });
    return { message: req.t('events.updated'), data };
  });

  app.delete(itemRoute, { ...access('usuwanie'), schema: { params: idParamSchema, response: { 200: deletedRead } } }, async (req) => {
    const { id } = req.params as { id: number };
    await app.db.transaction(async (tx) => {
      const row = await findEvent(tx, me(req), id, true);
      if (!row) throw notFound();
      await deleteEvent(tx, id);
      await logActivity(tx, req, { action: 'delete', subjectType: eventsContract.name, subjectId: id, before: serializeEvent(row) });
    });
    return { id, message: req.t('events.deleted') };
  });
}
