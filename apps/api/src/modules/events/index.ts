import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  EVENT_RANGE_LIMIT, eventInput, eventListQuery, eventUpdateInput, formatRuleMessage, idParamSchema, type Verb, warsawInstant,
} from '@harmony/shared';
import { logActivity } from '../../lib/activity.js';
import { ApiError, notFound } from '../../lib/http-errors.js';
import { fieldLabel, keepUnsent, parse } from '../../lib/validate.js';

import {
  deleteEvent, eventPage, eventsInRange, findEvent, insertEvent, serializeEvent, updateEvent, type EventValues,
} from './repository.js';
import { pageEnvelope } from '../../lib/crud/envelope.js';

const LABELS = 'events.fields';
const SUBJECT = 'Kalendarz__wlasne';

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
  const access = (verb: Verb) => ({ config: { permission: SUBJECT, verb } });
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

  app.get('/api/events', access('listowanie'), async (req) => {
    const q = parse(eventListQuery, req.query, req, LABELS);
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

  app.get('/api/events/:id', access('listowanie'), async (req) => {
    const { id } = parse(idParamSchema, req.params, req);
    const row = await findEvent(app.db, me(req), id);
    if (!row) throw notFound();
    return serializeEvent(row);
  });

  app.post('/api/events', access('dodawanie'), async (req, reply) => {
    const input = parse(eventInput, req.body, req, LABELS);
    const data = await app.db.transaction(async (tx) => {
      const row = serializeEvent(await insertEvent(tx, me(req), valuesOf(input)));
      await logActivity(tx, req, { action: 'create', subjectType: 'events', subjectId: row.id, after: row });
      return row;
    });
    return reply.status(201).send({ id: data.id, message: req.t('events.created'), data });
  });

  app.put('/api/events', access('edycja'), async (req) => {
    const { id } = parse(idParamSchema, req.body, req, LABELS);
    const data = await app.db.transaction(async (tx) => {
      const before = await findEvent(tx, me(req), id, true);
      if (!before) throw notFound();
      // Fields the body leaves out keep their stored values (no description sent does not clear it).
      const input = parse(eventUpdateInput, keepUnsent(req.body, serializeEvent(before)), req, LABELS);
      const after = serializeEvent(await updateEvent(tx, before.id, valuesOf(input)));
      await logActivity(tx, req, { action: 'update', subjectType: 'events', subjectId: before.id, before: serializeEvent(before), after });
      return after;
    });
    return { message: req.t('events.updated'), data };
  });

  app.delete('/api/events/:id', access('usuwanie'), async (req) => {
    const { id } = parse(idParamSchema, req.params, req);
    await app.db.transaction(async (tx) => {
      const row = await findEvent(tx, me(req), id, true);
      if (!row) throw notFound();
      await deleteEvent(tx, id);
      await logActivity(tx, req, { action: 'delete', subjectType: 'events', subjectId: id, before: serializeEvent(row) });
    });
    return { id, message: req.t('events.deleted') };
  });
}
