import { pdfText } from '../../helpers/pdf.js';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { categories, projectAllocations, projects, rates, timeEntries } from '../../../src/db/schema.js';
import { TestClient, userIdByEmail, withApp } from '../../helpers/index.js';
import { makeUser } from '../../helpers/projects.js';

/**
 * Reports: totals against sums worked out by hand from the entries below (cost rounded per entry), the
 * time scopes (contractor: own; leader: own + contractors; admin: everyone), project visibility, and the
 * CSV / XLSX / PDF twins carrying the same totals.
 */
const t = withApp();
const admin = t.client('Administrator');
const adminEn = t.client('Administrator', { headers: { 'x-locale': 'en' } });
const lider = t.client('Lider');
const kontraktor = t.client('Kontraktor');
const u = { admin: 0, lider: 0, kontraktor: 0, karol: 0, leon: 0 };
const p = { alfa: 0, beta: 0, gamma: 0, archived: 0 };
let category = 0;

async function project(values: typeof projects.$inferInsert) {
  return (await t.database.db.insert(projects).values(values).returning({ id: projects.id }))[0]!.id;
}

/** An entry written straight to the table, `hour` UTC on `day` (well inside the Warsaw day). */
const entry = (userId: number, projectId: number, day: string, hour: number, minutes: number, categoryId: number | null = null) => {
  const startedAt = new Date(`${day}T${String(hour).padStart(2, '0')}:00:00Z`);
  return { userId, projectId, categoryId, day, startedAt, endedAt: new Date(startedAt.getTime() + minutes * 60_000), minutes };
};

beforeAll(async () => {
  const { db } = t.database;
  u.admin = await userIdByEmail(t.database, 'admin@demo.local');
  u.lider = await userIdByEmail(t.database, 'lider@demo.local');
  u.kontraktor = await userIdByEmail(t.database, 'kontraktor@demo.local');
  u.karol = (await makeUser(t.database, ['Kontraktor'], { first: 'Karol', last: 'Zieliński' })).id;
  u.leon = (await makeUser(t.database, ['Lider'], { first: 'Leon', last: 'Bąk' })).id;

  p.alfa = await project({ name: 'Żurawie Alfa', customer: 'Łąka sp. z o.o.', leaderId: u.lider, budgetHours: '10', budgetAmount: '1000' });
  p.beta = await project({ name: 'Beta', customer: 'Beta S.A.' });
  p.gamma = await project({ name: 'Gamma', customer: 'Gamma' });
  p.archived = await project({ name: 'Archiwum', archivedAt: new Date('2030-12-01T00:00:00Z') });
  await db.insert(projectAllocations).values([
    { projectId: p.alfa, userId: u.kontraktor, month: '2031-01-01' },
    { projectId: p.beta, userId: u.kontraktor, month: '2031-01-01' },
  ]);
  category = (await db.insert(categories).values({ name: 'Raport programowanie', color: '#112233' }).returning({ id: categories.id }))[0]!.id;
  await db.insert(rates).values([
    { userId: u.kontraktor, hourlyRate: '100', validFrom: '2031-01-01' },
    { userId: u.kontraktor, projectId: p.beta, hourlyRate: '150', validFrom: '2031-01-01' },
    { userId: u.lider, hourlyRate: '120.50', validFrom: '2031-01-01' },
    // Karol's rate starts in February: his January entry costs nothing.
    { userId: u.karol, hourlyRate: '80', validFrom: '2031-02-01' },
    { userId: u.leon, hourlyRate: '90', validFrom: '2031-01-01' },
  ]);
  await db.insert(timeEntries).values([
    entry(u.kontraktor, p.alfa, '2031-01-10', 8, 90, category), // 150.00
    entry(u.kontraktor, p.beta, '2031-01-11', 8, 45), // project rate: 112.50
    entry(u.kontraktor, p.alfa, '2031-02-03', 8, 50, category), // 83.333… → 83.33
    entry(u.karol, p.alfa, '2031-01-12', 8, 35), // no rate yet: 0
    entry(u.karol, p.alfa, '2031-02-12', 8, 25), // 33.333… → 33.33
    entry(u.lider, p.alfa, '2031-01-15', 8, 70), // 140.583… → 140.58
    entry(u.lider, p.gamma, '2031-03-01', 8, 60), // 120.50
    entry(u.leon, p.alfa, '2031-01-20', 8, 100), // 150.00
    entry(u.admin, p.gamma, '2031-02-20', 8, 30), // no rate: 0
    entry(u.kontraktor, p.alfa, '2030-12-30', 8, 600), // outside every range below
  ]);
});

const zero = { minutes: 0, cost: 0 };
const RANGE = { from: '2031-01', to: '2031-03' };

describe('GET /api/reports/users', () => {
  it('gives an administrator everyone: hours and cost per user per month, costs rounded per entry', async () => {
    const res = await admin.get('/api/reports/users', { query: RANGE });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      months: ['2031-01', '2031-02', '2031-03'],
      data: [
        { user: { id: u.admin, name: 'Adam Administrator' }, minutes: [0, 30, 0], cost: [0, 0, 0], total: { minutes: 30, cost: 0 } },
        { user: { id: u.leon, name: 'Leon Bąk' }, minutes: [100, 0, 0], cost: [150, 0, 0], total: { minutes: 100, cost: 150 } },
        { user: { id: u.kontraktor, name: 'Konrad Kontraktor' }, minutes: [135, 50, 0], cost: [262.5, 83.33, 0], total: { minutes: 185, cost: 345.83 } },
        { user: { id: u.lider, name: 'Lena Liderska' }, minutes: [70, 0, 60], cost: [140.58, 0, 120.5], total: { minutes: 130, cost: 261.08 } },
        { user: { id: u.karol, name: 'Karol Zieliński' }, minutes: [35, 25, 0], cost: [0, 33.33, 0], total: { minutes: 60, cost: 33.33 } },
      ],
      totals: { minutes: 505, cost: 790.24 },
    });
  });

  it('gives a leader their own and the contractors\' time, a contractor only their own', async () => {
    const lead = (await lider.get('/api/reports/users', { query: RANGE })).json();
    expect(lead.data.map((r: { user: { id: number } }) => r.user.id)).toEqual([u.kontraktor, u.lider, u.karol]);
    expect(lead.totals).toEqual({ minutes: 375, cost: 640.24 });
    const own = (await kontraktor.get('/api/reports/users', { query: RANGE })).json();
    expect(own.data.map((r: { user: { id: number } }) => r.user.id)).toEqual([u.kontraktor]);
    expect(own.totals).toEqual({ minutes: 185, cost: 345.83 });
    // Asking for someone outside the scope shows nothing rather than their time.
    const other = (await kontraktor.get('/api/reports/users', { query: { ...RANGE, user_id: String(u.lider) } })).json();
    expect(other).toMatchObject({ data: [], totals: zero });
  });

  it('filters by user and sums per entry: 83.33 + 33.33, not round(116.666)', async () => {
    const feb = (await admin.get('/api/reports/users', { query: { from: '2031-02', to: '2031-02' } })).json();
    expect(feb.totals).toEqual({ minutes: 105, cost: 116.66 });
    const karol = (await admin.get('/api/reports/users', { query: { ...RANGE, user_id: String(u.karol) } })).json();
    expect(karol.data).toHaveLength(1);
    expect(karol.totals).toEqual({ minutes: 60, cost: 33.33 });
  });

  it('takes any run of months: the middle of a year, and across years with zeros where someone had no time that year', async () => {
    const spring = (await admin.get('/api/reports/users', { query: { from: '2031-02', to: '2031-03' } })).json();
    expect(spring.months).toEqual(['2031-02', '2031-03']);
    // Leon worked only in January: not in the report.
    expect(spring.data.map((r: { user: { id: number }; minutes: number[]; total: unknown }) => [r.user.id, r.minutes, r.total])).toEqual([
      [u.admin, [30, 0], { minutes: 30, cost: 0 }],
      [u.kontraktor, [50, 0], { minutes: 50, cost: 83.33 }],
      [u.lider, [0, 60], { minutes: 60, cost: 120.5 }],
      [u.karol, [25, 0], { minutes: 25, cost: 33.33 }],
    ]);
    expect(spring.totals).toEqual({ minutes: 165, cost: 237.16 });

    const turn = (await admin.get('/api/reports/users', { query: { from: '2030-11', to: '2031-02' } })).json();
    expect(turn.months).toEqual(['2030-11', '2030-12', '2031-01', '2031-02']);
    const byId = Object.fromEntries(turn.data.map((r: { user: { id: number } }) => [r.user.id, r]));
    // The contractor has both years; everybody else only 2031, so their 2030 months are zeros.
    expect(byId[u.kontraktor]).toMatchObject({ minutes: [0, 600, 135, 50], cost: [0, 0, 262.5, 83.33], total: { minutes: 785, cost: 345.83 } });
    expect(byId[u.leon]).toMatchObject({ minutes: [0, 0, 100, 0], cost: [0, 0, 150, 0], total: { minutes: 100, cost: 150 } });
    expect(byId[u.karol]).toMatchObject({ minutes: [0, 0, 35, 25], cost: [0, 0, 0, 33.33] });
    expect(turn.totals).toEqual({ minutes: 1045, cost: 669.74 });
    // A whole calendar year: each person's twelve months as kept.
    const year = (await admin.get('/api/reports/users', { query: { from: '2031-01', to: '2031-12' } })).json();
    expect(year.months).toHaveLength(12);
    const zeros = (n: number) => Array<number>(n).fill(0);
    expect(year.data.find((r: { user: { id: number } }) => r.user.id === u.lider)).toEqual({
      user: { id: u.lider, name: 'Lena Liderska' }, minutes: [70, 0, 60, ...zeros(9)], cost: [140.58, 0, 120.5, ...zeros(9)], total: { minutes: 130, cost: 261.08 },
    });
    expect(year.totals).toEqual({ minutes: 505, cost: 790.24 });
    // Only the year before: the contractor alone.
    const before = (await admin.get('/api/reports/users', { query: { from: '2030-12', to: '2030-12' } })).json();
    expect(before.data).toEqual([{ user: { id: u.kontraktor, name: 'Konrad Kontraktor' }, minutes: [600], cost: [0], total: { minutes: 600, cost: 0 } }]);
  });

  it('checks the range: order, at most 24 months, real months; defaults to this year', async () => {
    const order = await admin.get('/api/reports/users', { query: { from: '2031-03', to: '2031-01' } });
    expect(order.statusCode).toBe(422);
    expect(order.json().errors).toEqual({ to: ['Koniec zakresu nie może być wcześniejszy niż początek.'] });
    const long = await adminEn.get('/api/reports/users', { query: { from: '2029-01', to: '2031-01' } });
    expect(long.json()).toEqual({ message: 'The range may span at most 24 months.', errors: { to: ['The range may span at most 24 months.'] } });
    expect((await admin.get('/api/reports/users', { query: { from: '2029-02', to: '2031-01' } })).statusCode).toBe(200);
    const bad = await admin.get('/api/reports/users', { query: { from: '2031-13' } });
    expect(bad.json().errors).toEqual({ from: ['Pole początek okresu nie jest prawidłową datą'] });
    const defaults = (await admin.get('/api/reports/users')).json();
    const year = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw', year: 'numeric' }).format(new Date());
    expect(defaults.months[0]).toBe(`${year}-01`);
  });
});

describe('GET /api/reports/projects', () => {
  const rowsOf = (body: { data: { project: { id: number }; minutes: number; cost: number }[] }) =>
    Object.fromEntries(body.data.map((r) => [r.project.id, { minutes: r.minutes, cost: r.cost }]));
  const DAYS = { from: '2031-01-01', to: '2031-03-31' };

  it('lists every visible project with hours, cost and budget use', async () => {
    const res = await admin.get('/api/reports/projects', { query: DAYS });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.data.map((r: { project: { name: string } }) => r.project.name)).toEqual(['Beta', 'Gamma', 'Żurawie Alfa']);
    expect(body.data[2]).toEqual({
      project: { id: p.alfa, name: 'Żurawie Alfa', customer: 'Łąka sp. z o.o.' },
      minutes: 370, cost: 557.24, budget_hours: 10, budget_amount: 1000, hours_percent: 61.7, cost_percent: 55.7,
    });
    expect(body.data[0]).toMatchObject({ minutes: 45, cost: 112.5, budget_hours: null, hours_percent: null, cost_percent: null });
    expect(body.totals).toEqual({ minutes: 505, cost: 790.24 });
  });

  it('counts only the time of the caller\'s scope and shows only projects they see', async () => {
    const lead = (await lider.get('/api/reports/projects', { query: DAYS })).json();
    expect(rowsOf(lead)).toEqual({ [p.alfa]: { minutes: 270, cost: 407.24 }, [p.beta]: { minutes: 45, cost: 112.5 }, [p.gamma]: { minutes: 60, cost: 120.5 } });
    expect(lead.totals).toEqual({ minutes: 375, cost: 640.24 });
    const own = (await kontraktor.get('/api/reports/projects', { query: DAYS })).json();
    expect(rowsOf(own)).toEqual({ [p.alfa]: { minutes: 140, cost: 233.33 }, [p.beta]: { minutes: 45, cost: 112.5 } });
    expect(own.totals).toEqual({ minutes: 185, cost: 345.83 });
  });

  it('filters by days and by the archive', async () => {
    const feb = (await admin.get('/api/reports/projects', { query: { from: '2031-02-01', to: '2031-02-28' } })).json();
    expect(rowsOf(feb)).toEqual({ [p.alfa]: { minutes: 75, cost: 116.66 }, [p.beta]: zero, [p.gamma]: { minutes: 30, cost: 0 } });
    const archived = (await admin.get('/api/reports/projects', { query: { archived: 'true' } })).json();
    expect(archived.data.map((r: { project: { id: number } }) => r.project.id)).toEqual([p.archived]);
    const all = (await admin.get('/api/reports/projects', { query: { archived: 'all' } })).json();
    expect(all.data).toHaveLength(4);
    // No range: all time (the December entry counts; it has no rate yet).
    expect(all.totals).toEqual({ minutes: 1105, cost: 790.24 });
    const bad = await admin.get('/api/reports/projects', { query: { from: '2031-02-01', to: '2031-01-01' } });
    expect(bad.statusCode).toBe(422);
  });
});

describe('GET /api/reports/projects/{id}', () => {
  it('breaks one project down by user, month and category', async () => {
    const res = await admin.get(`/api/reports/projects/${p.alfa}`, { query: { from: '2031-01-01', to: '2031-03-31' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      project: {
        id: p.alfa, name: 'Żurawie Alfa', customer: 'Łąka sp. z o.o.', budget_hours: 10, budget_amount: 1000,
        hours_percent: 61.7, cost_percent: 55.7, archived: false,
      },
      by_user: [
        { user: { id: u.kontraktor, name: 'Konrad Kontraktor' }, minutes: 140, cost: 233.33 },
        { user: { id: u.leon, name: 'Leon Bąk' }, minutes: 100, cost: 150 },
        { user: { id: u.lider, name: 'Lena Liderska' }, minutes: 70, cost: 140.58 },
        { user: { id: u.karol, name: 'Karol Zieliński' }, minutes: 60, cost: 33.33 },
      ],
      by_month: [{ month: '2031-01', minutes: 295, cost: 440.58 }, { month: '2031-02', minutes: 75, cost: 116.66 }],
      by_category: [
        { category: null, minutes: 230, cost: 323.91 },
        { category: { id: category, name: 'Raport programowanie', color: '#112233' }, minutes: 140, cost: 233.33 },
      ],
      totals: { minutes: 370, cost: 557.24 },
    });
  });

  it('gives each request its own project, range and caller, also where they share a prepared query', async () => {
    const totals = async (client: TestClient, projectId: number, from: string, to: string) =>
      (await client.get(`/api/reports/projects/${projectId}`, { query: { from, to } })).json().totals;
    // Whole months, in turn for other months, another project and narrower scopes, then the first again.
    expect(await totals(admin, p.alfa, '2031-01-01', '2031-01-31')).toEqual({ minutes: 295, cost: 440.58 });
    expect(await totals(admin, p.alfa, '2031-02-01', '2031-02-28')).toEqual({ minutes: 75, cost: 116.66 });
    expect(await totals(admin, p.gamma, '2031-03-01', '2031-03-31')).toEqual({ minutes: 60, cost: 120.5 });
    expect(await totals(lider, p.alfa, '2031-01-01', '2031-01-31')).toEqual({ minutes: 195, cost: 290.58 });
    expect(await totals(kontraktor, p.alfa, '2031-01-01', '2031-01-31')).toEqual({ minutes: 90, cost: 150 });
    expect(await totals(admin, p.alfa, '2031-01-01', '2031-01-31')).toEqual({ minutes: 295, cost: 440.58 });
    // January less its first days, plus February's first days: two ranges split the same way.
    expect(await totals(admin, p.alfa, '2031-01-11', '2031-02-05')).toEqual({ minutes: 255, cost: 373.91 });
    expect(await totals(admin, p.alfa, '2031-01-13', '2031-02-02')).toEqual({ minutes: 170, cost: 290.58 });
  });

  it('keeps to the caller\'s scope; a project they cannot see is a 404', async () => {
    const own = (await kontraktor.get(`/api/reports/projects/${p.alfa}`, { query: { from: '2031-01-01' } })).json();
    expect(own.by_user).toEqual([{ user: { id: u.kontraktor, name: 'Konrad Kontraktor' }, minutes: 140, cost: 233.33 }]);
    expect(own.totals).toEqual({ minutes: 140, cost: 233.33 });
    for (const path of ['', '/export.csv', '/export.xlsx', '/export.pdf']) {
      expect((await kontraktor.get(`/api/reports/projects/${p.gamma}${path}`)).statusCode, path).toBe(404);
    }
    expect((await admin.get('/api/reports/projects/999999')).statusCode).toBe(404);
  });
});

/** CSV rows as cells (BOM stripped, semicolons). */
const csvRows = (body: string) => body.replace(/^\uFEFF/, '').trim().split(/\r?\n/).map((line) => line.split(';'));

describe('CSV exports', () => {
  it('carry the same rows and totals as the JSON, with Polish decimal commas', async () => {
    const res = await admin.get('/api/reports/users/export.csv', { query: RANGE });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="report-users-2031-01-2031-03.csv"');
    const rows = csvRows(res.body);
    expect(rows[0]).toEqual(['Użytkownik', 'Miesiąc', 'Minuty', 'Godziny', 'Koszt (zł)']);
    expect(rows).toContainEqual(['Konrad Kontraktor', '2031-02', '50', '0,83', '83,33']);
    expect(rows.at(-1)).toEqual(['Razem', '', '505', '8,42', '790,24']);
    const body = rows.slice(1, -1);
    expect(body.reduce((s, r) => s + Number(r[2]), 0)).toBe(505);
    expect(body.reduce((s, r) => s + Math.round(Number(r[4]!.replace(',', '.')) * 100), 0)).toBe(79_024);

    const en = csvRows((await adminEn.get('/api/reports/projects/export.csv', { query: { from: '2031-01-01', to: '2031-03-31' } })).body);
    expect(en[0]).toEqual(['Project', 'Customer', 'Minutes', 'Hours', 'Cost (PLN)', 'Budget (h)', 'Hours used', 'Budget (PLN)', 'Budget used']);
    expect(en).toContainEqual(['Żurawie Alfa', 'Łąka sp. z o.o.', '370', '6.17', '557.24', '10.00', '61.7', '1000.00', '55.7']);
    expect(en.at(-1)).toEqual(['Total', '', '505', '8.42', '790.24', '', '', '', '']);
  });

  it('puts one project\'s three breakdowns in one table with the project total last', async () => {
    const rows = csvRows((await admin.get(`/api/reports/projects/${p.alfa}/export.csv`, { query: { from: '2031-01-01', to: '2031-03-31' } })).body);
    expect(rows[0]).toEqual(['Zestawienie', 'Pozycja', 'Minuty', 'Godziny', 'Koszt (zł)']);
    expect(rows).toContainEqual(['Według użytkowników', 'Leon Bąk', '100', '1,67', '150,00']);
    expect(rows).toContainEqual(['Według miesięcy', '2031-02', '75', '1,25', '116,66']);
    expect(rows).toContainEqual(['Według kategorii', 'Bez kategorii', '230', '3,83', '323,91']);
    expect(rows.at(-1)).toEqual(['Razem', '', '370', '6,17', '557,24']);
  });
});

async function workbook(res: { rawPayload: Buffer }) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  return book;
}
const valueOf = (cell: ExcelJS.Cell) => {
  const v = cell.value as unknown;
  return v && typeof v === 'object' && 'result' in v ? (v as { result: unknown }).result : v;
};

describe('XLSX exports', () => {
  it('have a header row, number formats and a totals row equal to the sum of the rows', async () => {
    const res = await admin.get('/api/reports/projects/export.xlsx', { query: { from: '2031-01-01', to: '2031-03-31' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const sheet = (await workbook(res)).worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Projekt', 'Klient', 'Minuty', 'Godziny', 'Koszt (zł)', 'Budżet (h)', 'Wykorzystanie godzin', 'Budżet (zł)', 'Wykorzystanie budżetu']);
    expect(sheet.rowCount).toBe(5);
    const alfa = sheet.getRow(4);
    expect([valueOf(alfa.getCell(1)), valueOf(alfa.getCell(3)), valueOf(alfa.getCell(5)), valueOf(alfa.getCell(7))]).toEqual(['Żurawie Alfa', 370, 557.24, 0.617]);
    expect(alfa.getCell(5).numFmt).toBe('#,##0.00');
    expect(alfa.getCell(7).numFmt).toBe('0.0%');
    const total = sheet.getRow(5);
    expect(valueOf(total.getCell(1))).toBe('Razem');
    expect(total.getCell(3).value).toMatchObject({ formula: 'SUM(C2:C4)', result: 505 });
    expect(valueOf(total.getCell(5))).toBe(790.24);
    let minutes = 0;
    let grosze = 0;
    for (let r = 2; r <= 4; r++) {
      minutes += valueOf(sheet.getRow(r).getCell(3)) as number;
      grosze += Math.round((valueOf(sheet.getRow(r).getCell(5)) as number) * 100);
    }
    expect({ minutes, grosze }).toEqual({ minutes: 505, grosze: 79_024 });
  });

  it('give one project a sheet per breakdown, each totalling the project', async () => {
    const book = await workbook(await lider.get(`/api/reports/projects/${p.alfa}/export.xlsx`, { query: { from: '2031-01-01', to: '2031-03-31' } }));
    expect(book.worksheets.map((s) => s.name)).toEqual(['Według użytkowników', 'Według miesięcy', 'Według kategorii']);
    for (const sheet of book.worksheets) {
      const last = sheet.getRow(sheet.rowCount);
      expect([valueOf(last.getCell(1)), valueOf(last.getCell(2)), valueOf(last.getCell(4))], sheet.name).toEqual(['Razem', 270, 407.24]);
    }
    const users = (await workbook(await kontraktor.get('/api/reports/users/export.xlsx', { query: RANGE }))).worksheets[0]!;
    const last = users.getRow(users.rowCount);
    expect([valueOf(last.getCell(3)), valueOf(last.getCell(5))]).toEqual([185, 345.83]);
  });
});

describe('PDF exports', () => {
  it('render the title, period, rows and totals with Polish letters (embedded font)', async () => {
    const res = await admin.get(`/api/reports/projects/${p.alfa}/export.pdf`, { query: { from: '2031-01-01', to: '2031-03-31' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="report-project-${p.alfa}-2031-01-01-2031-03-31.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.rawPayload.toString('latin1')).toContain('DejaVuSans');
    const lines = pdfText(res.rawPayload).split('\n');
    expect(lines).toContain('Raport projektu: Żurawie Alfa');
    expect(lines).toContain('Okres: od 1 stycznia 2031 do 31 marca 2031');
    expect(lines).toEqual(expect.arrayContaining(['Według użytkowników', 'Leon Bąk', 'Karol Zieliński', 'Bez kategorii', 'Razem', '557,24', '116,66']));
    expect(lines.filter((l) => l === 'Razem')).toHaveLength(3);
  });

  it('exist for the users and projects reports, in English too', async () => {
    const users = await lider.get('/api/reports/users/export.pdf', { query: RANGE });
    expect(users.statusCode).toBe(200);
    const text = pdfText(users.rawPayload);
    expect(text).toContain('Czas pracy użytkowników');
    expect(text).toContain('Okres: od stycznia 2031 do marca 2031');
    expect(text).toContain('640,24');
    expect(text).not.toContain('Leon Bąk');
    const en = pdfText((await adminEn.get('/api/reports/projects/export.pdf', { query: { archived: 'all' } })).rawPayload);
    expect(en).toContain('Projects report');
    expect(en).toContain('Period: all time');
    const enUsers = pdfText((await adminEn.get('/api/reports/users/export.pdf', { query: RANGE })).rawPayload);
    expect(enUsers).toContain('Period: from January 2031 to March 2031');
    expect(en).toContain('1,105');
    expect(en).toContain('790.24');
  });
});
