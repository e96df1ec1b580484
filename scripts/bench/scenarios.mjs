// What the benchmark drives, as autocannon request sets. Ids come from the API itself (no SQL), so the
// same scenarios run on any database that `npm run seed:large` filled.

const TZ = 'Europe/Warsaw';
const warsawDay = (d) => new Intl.DateTimeFormat('en-CA', { timeZone: TZ, year: 'numeric', month: '2-digit', day: '2-digit' }).format(d);

/** Looks up the ids the scenarios need: a typical contractor, the bench account and its project, the largest project. */
export async function discover(session) {
  const options = await session.get('/api/time-entries/options');
  const byName = (name) => options.users.find((u) => u.name === name)?.id;
  const contractor = byName('Konrad Kontraktor');
  const bench = byName('Bartek Benchmark');
  if (!contractor || !bench) throw new Error('The demo contractor or the bench account is missing: fill the database with `npm run seed:large`.');
  const benchProjects = (await session.get(`/api/time-entries/options?user_id=${bench}`)).projects;
  if (!benchProjects.length) throw new Error('The bench account may not book on any project.');
  const largest = (await session.get('/api/projects?sort=hours_used&order=desc&per_page=1&archived=all')).data[0];
  const latest = (await session.get(`/api/time-entries?user_id=${bench}&sort=started_at&order=desc&per_page=1`)).data[0];
  return { contractor, bench, benchProject: benchProjects[0].id, largest, latestBench: latest?.ended_at ?? null };
}

/**
 * POST bodies with distinct, non-overlapping times: the bench account books 15 minutes every 20 minutes,
 * far in the future (from 2031, or after its last entry), so repeated runs never collide.
 */
export function entryFactory(ids) {
  const floor = Date.parse('2031-01-01T00:00:00Z');
  const after = ids.latestBench ? Date.parse(ids.latestBench) : 0;
  const base = Math.ceil(Math.max(floor, after) / 60_000) * 60_000 + 20 * 60_000;
  let n = 0;
  return () => {
    const start = base + n++ * 20 * 60_000;
    return JSON.stringify({
      user_id: ids.bench, project_id: ids.benchProject, category_id: null,
      started_at: new Date(start).toISOString(), ended_at: new Date(start + 15 * 60_000).toISOString(),
      description: 'Benchmark', billable: true,
    });
  };
}

export function scenarios(ids, now = new Date()) {
  const today = warsawDay(now);
  const month = today.slice(0, 7);
  const [y, m] = month.split('-').map(Number);
  const lastDay = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const lastYear = y - 1;
  const body = entryFactory(ids);
  return [
    { name: 'GET /api/health (baseline, no session)', path: '/api/health', session: false },
    { name: 'GET /api/user', path: '/api/user' },
    { name: 'time entries, page 1, newest first', path: '/api/time-entries?sort=started_at&order=desc&page=1&per_page=25' },
    { name: 'time entries, one user', path: `/api/time-entries?user_id=${ids.contractor}&sort=started_at&order=desc` },
    { name: 'time entries, this month', path: `/api/time-entries?from=${month}-01&to=${month}-${lastDay}&sort=started_at&order=desc` },
    { name: 'projects list', path: '/api/projects?sort=name&order=asc&page=1&per_page=25' },
    { name: `project report (largest, #${ids.largest.id})`, path: `/api/reports/projects/${ids.largest.id}?from=${y}-01-01&to=${today}` },
    { name: `users report, ${lastYear} by month`, path: `/api/reports/users?from=${lastYear}-01&to=${lastYear}-12` },
    { name: 'POST /api/time-entries', path: '/api/time-entries', method: 'POST', body },
  ];
}
