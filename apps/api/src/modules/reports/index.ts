import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  idParamSchema, projectReportQuery, projectReportRead, projectsReportQuery, projectsReportRead, userReportQuery, warsawMonth,
} from '@harmony/shared';
import type { z } from 'zod';
import { notFound } from '../../lib/http-errors.js';
import { parse } from '../../lib/validate.js';
import { findVisibleProject, projectScope } from '../projects/access.js';
import { scopeFilter, timeScope } from '../time-entries/access.js';
import { reportCsv } from './csv.js';
import { projectReportDoc, projectsReportDoc, userReportDoc, type ReportDoc } from './document.js';

import { reportPdf } from './pdf.js';
import { projectReport, projectsReport, userReport, userReportJson } from './service.js';
import { reportXlsx } from './xlsx.js';

const LABELS = 'reports.fields';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Reports (/raporty, /raporty/projekty, /raporty/projekty/{id}): Raporty__wlasne lets one in; whose time
 * counts follows the caller's Czasy scope (time-entries/access.ts), which projects show follows the
 * projects' read scope (projects/access.ts: outside it a 404). Each report has CSV, XLSX and PDF twins.
 */
export default async function reportRoutes(app: FastifyInstance) {
  const config = { permission: 'Raporty__wlasne', labels: LABELS };
  /** Each report's query, declared on its JSON route and on its three files alike. */
  const usersSchema = { querystring: userReportQuery };
  const projectsSchema = { querystring: projectsReportQuery };
  const projectSchema = { params: idParamSchema, querystring: projectReportQuery };
  /** Whose time counts: the caller's scope for reading time, and the caller. */
  const callerOf = (req: FastifyRequest) => ({ scope: timeScope(req.user, 'listowanie'), id: req.user!.id });
  /** The same as a condition on a user-id column (reports read the time totals and the entries). */
  const usersOf = (req: FastifyRequest) => {
    const caller = callerOf(req);
    return scopeFilter(app.db, caller.scope, caller.id);
  };

  /** Month range with defaults (to: this month; from: January of to's year), then checked as a whole. */
  const monthsQuery = (req: FastifyRequest) => {
    const raw = req.query as z.output<typeof userReportQuery>;
    const to = raw.to ?? (raw.from && raw.from > warsawMonth() ? raw.from : warsawMonth());
    const from = raw.from ?? `${to.slice(0, 4)}-01`;
    // The range with its defaults filled in is checked again (a from after this month, a span over the most).
    parse(userReportQuery, { from, to }, req, LABELS);
    return { from, to, userId: raw.user_id };
  };

  const users = async (req: FastifyRequest) => {
    const q = monthsQuery(req);
    return { q, report: await userReport(app.db, usersOf(req), q) };
  };
  const projects = async (req: FastifyRequest) => {
    const q = req.query as z.output<typeof projectsReportQuery>;
    return { q, report: await projectsReport(app.db, req.user, projectScope(req.user), usersOf(req), q) };
  };
  const project = async (req: FastifyRequest) => {
    const { id } = req.params as z.output<typeof idParamSchema>;
    const q = req.query as z.output<typeof projectReportQuery>;
    const row = await findVisibleProject(app.db, id, req.user);
    if (!row) throw notFound();
    return { q, report: await projectReport(app.db, req.user, row, callerOf(req), q) };
  };

  // Sent as the database wrote it (reports/repository.ts userReportData: the shape of shared userReportRead), so
  // no 200 schema: a serializer would parse and re-serialise every person, the cost that JSON was written to save.
  app.get('/api/reports/users', { config, schema: usersSchema }, async (req, reply) =>
    reply.type('application/json; charset=utf-8').send(await userReportJson(app.db, usersOf(req), monthsQuery(req))));
  app.get('/api/reports/projects', { config, schema: { ...projectsSchema, response: { 200: projectsReportRead } } },
    async (req) => (await projects(req)).report);
  app.get('/api/reports/projects/:id', { config, schema: { ...projectSchema, response: { 200: projectReportRead } } },
    async (req) => (await project(req)).report);

  /**
   * The three files of one report, from the same query as its JSON. CSV, XLSX and PDF are files, not JSON:
   * no response schema (nothing to serialise), only the request's.
   */
  const exports = (path: string, schema: object, docOf: (req: FastifyRequest) => Promise<ReportDoc>) => {
    const access = { config, schema };
    const send = (reply: FastifyReply, doc: ReportDoc, ext: string, type: string, body: string | Buffer) =>
      reply.header('content-type', type).header('content-disposition', `attachment; filename="${doc.filename}.${ext}"`).send(body);
    app.get(`${path}/export.csv`, access, async (req, reply) => {
      const doc = await docOf(req);
      return send(reply, doc, 'csv', 'text/csv; charset=utf-8', reportCsv(req, doc));
    });
    app.get(`${path}/export.xlsx`, access, async (req, reply) => {
      const doc = await docOf(req);
      return send(reply, doc, 'xlsx', XLSX, await reportXlsx(doc));
    });
    app.get(`${path}/export.pdf`, access, async (req, reply) => {
      const doc = await docOf(req);
      return send(reply, doc, 'pdf', 'application/pdf', await reportPdf(req, doc));
    });
  };

  exports('/api/reports/users', usersSchema, async (req) => {
    const { q, report } = await users(req);
    return userReportDoc(req, report, q.from, q.to);
  });
  exports('/api/reports/projects', projectsSchema, async (req) => {
    const { q, report } = await projects(req);
    return projectsReportDoc(req, report, q.from, q.to);
  });
  exports('/api/reports/projects/:id', projectSchema, async (req) => {
    const { q, report } = await project(req);
    return projectReportDoc(req, report, q.from, q.to);
  });
}
