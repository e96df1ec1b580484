// What the benchmark drives, as autocannon request sets. Ids come from the API itself (no SQL), so the
// same scenarios run on any database that `npm run seed:large` filled.

/** The time list's first page, newest first, and the signed-in user: what the cluster and online-stream runs measure too. */
export const TIME_LIST_PATH = '/api/time-entries?sort=started_at&order=desc&page=1&per_page=25';
export const USER_PATH = '/api/user';

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
  return {
    contractor, bench, benchProject: benchProjects[0].id, largest, latestBench: latest?.ended_at ?? null,
    shop: await discoverShop(session), content: await discoverContent(session),
  };
}

/**
 * The website content's ids (issue 26): a published page's slug, a popular category; null on a database filled
 * before the content existed (its scenarios are then left out, said so).
 */
async function discoverContent(session) {
  const page = (await session.get('/api/pages?state=published&per_page=1')).data?.[0];
  const posts = (await session.get('/api/posts?per_page=1')).meta?.total ?? 0;
  if (!page || posts < 1000) {
    console.log('No website content in this database (seed:large before issue 26): the content scenarios are left out.');
    return null;
  }
  return { pageSlug: page.slug };
}

/**
 * The shop's ids (issue 25): a top category, an order status, in-stock products and customers for new orders;
 * null on a database filled before the shop existed (its scenarios are then left out, said so).
 */
async function discoverShop(session) {
  const top = (await session.get('/api/products/groups')).data.find((g) => g.depth === 0);
  const status = (await session.get('/api/statuses?applies_to=orders&per_page=100')).data[0];
  const products = [];
  for (let page = 1; page <= 5; page++) {
    products.push(...(await session.get(`/api/products?stock_state=in_stock&active=true&per_page=100&sort=stock&order=desc&page=${page}`)).data);
  }
  const customers = (await session.get('/api/customers?per_page=100')).data;
  if (!top || !status || products.length < 2 || !customers.length) {
    console.log('No shop in this database (seed:large before issue 25): the shop scenarios are left out.');
    return null;
  }
  return { top: top.id, status: status.id, products: products.map((p) => p.id), customers: customers.map((c) => c.id) };
}

/**
 * Drafts for the placement scenario, made through the API before it runs (20 at a time): each placement takes
 * the next one, so every measured request places an order — one item each of two in-stock products. The drafts
 * go round 100 customers and 500 products, as a shop's orders do: 50 placements of one customer's orders, or of
 * the same products, queue on those rows' locks by design (the stock is taken in the placement's transaction).
 */
async function draftPool(session, shop, count) {
  const pool = [];
  let n = 0;
  const one = async () => {
    const i = n++;
    const items = [0, 1].map((k) => ({ product_id: shop.products[(i * 2 + k) % shop.products.length], quantity: 1 }));
    pool.push((await session.request('POST', '/api/orders', { customer_id: shop.customers[i % shop.customers.length], items })).id);
  };
  while (n < count) await Promise.all(Array.from({ length: Math.min(20, count - n) }, one));
  return pool;
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
    { name: 'GET /api/user', path: USER_PATH },
    { name: 'time entries, page 1, newest first', path: TIME_LIST_PATH },
    { name: 'time entries, one user', path: `/api/time-entries?user_id=${ids.contractor}&sort=started_at&order=desc` },
    { name: 'time entries, this month', path: `/api/time-entries?from=${month}-01&to=${month}-${lastDay}&sort=started_at&order=desc` },
    { name: 'projects list', path: '/api/projects?sort=name&order=asc&page=1&per_page=25' },
    { name: `project report (largest, #${ids.largest.id})`, path: `/api/reports/projects/${ids.largest.id}?from=${y}-01-01&to=${today}` },
    { name: `users report, ${lastYear} by month`, path: `/api/reports/users?from=${lastYear}-01&to=${lastYear}-12` },
    { name: 'POST /api/time-entries', path: '/api/time-entries', method: 'POST', body },
    ...(ids.shop ? shopScenarios(ids.shop, y, today) : []),
    ...(ids.content ? contentScenarios(ids.content) : []),
    formSubmissions(),
  ];
}

/**
 * A website's burst of answers to one form (issue 27): 1,000 valid submissions as the embed script sends a form with
 * no file chosen (URL-encoded fields; multipart carries files) at the run's connections, with no session, from 250
 * addresses behind the proxy, each counted against its address's hourly limit in the database.
 * `prepare` builds the form through the API and waits out the fill token's minimum age once; `verify` counts what
 * was kept: every answer, none flagged as spam.
 */
function formSubmissions() {
  return {
    name: 'form submissions, a burst of 1,000 (POST /api/public/forms/{uuid})',
    method: 'POST',
    session: false,
    amount: 1000,
    async prepare(session) {
      const tag = Date.now().toString(36);
      const field = async (key, kind, rules) => (await session.request('POST', '/api/form-fields', { key: `${key}_${tag}`, kind, label_pl: key, rules })).id;
      const fields = [await field('imie', 'text', 'required|max:120'), await field('email', 'email', 'required'), await field('wiadomosc', 'textarea', 'required|min:10')];
      const form = await session.request('POST', '/api/forms', { name: `Benchmark ${tag}`, is_contact: true, fields: fields.map((field_id) => ({ field_id })) });
      this.uuid = (await session.get(`/api/forms/${form.id}`)).uuid;
      const { token } = await session.get(`/api/public/forms/${this.uuid}?lang=pl`);
      await new Promise((resolve) => setTimeout(resolve, 3100));
      this.path = `/api/public/forms/${this.uuid}?lang=pl`;
      const payload = new URLSearchParams([['_token', token], [`imie_${tag}`, 'Zażółć Gęślą'], [`email_${tag}`, 'klient@example.com'],
        [`wiadomosc_${tag}`, 'Proszę o kontakt w sprawie nowej strony internetowej.']]).toString();
      this.body = () => payload;
      this.headers = { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' };
      // 250 visitors behind the proxy, about five answers each: under the per-address hourly limit, so none is spam.
      // Their addresses are this run's own (another run within the hour must not find them used).
      const run = `10.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}`;
      let n = 0;
      this.perRequestHeaders = () => ({ 'x-forwarded-for': `${run}.${(n++ % 250) + 1}` });
    },
    async verify(session, answered) {
      const all = (await session.get(`/api/form-answers?form=${this.uuid}&per_page=1`)).meta.total;
      const spam = (await session.get(`/api/form-answers?form=${this.uuid}&spam=true&per_page=1`)).meta.total;
      return { kept: all, spam, lost: answered - all };
    },
  };
}

/** The content lists at 100,000 posts and what a website reads (issue 26; the public ones with no session). */
function contentScenarios(content) {
  return [
    { name: 'posts list, page 1', path: '/api/posts?per_page=25' },
    { name: 'posts, search', path: '/api/posts?search=kampania&per_page=25' },
    { name: 'pages list, page 1', path: '/api/pages?per_page=25' },
    { name: 'public page by slug', path: `/api/public/pages/${encodeURIComponent(content.pageSlug)}`, session: false },
    { name: 'public posts, page 1', path: '/api/public/posts?per_page=10', session: false },
  ];
}

/** The shop's lists and the placement of an order (issue 25). */
function shopScenarios(shop, y, today) {
  return [
    { name: 'products, search', path: '/api/products?search=rower&per_page=25' },
    { name: 'products, category with descendants', path: `/api/products?group_id=${shop.top}&per_page=25` },
    { name: 'orders, status and date range', path: `/api/orders?status_id=${shop.status}&created_from=${y}-01-01&created_to=${today}&per_page=25` },
    { name: 'customers list', path: '/api/customers?per_page=25' },
    {
      name: 'order placement (POST /api/orders/{id}/place)', method: 'POST', body: () => '{}',
      // Drafts made beforehand, one per placement (warm-up, the measured run and its single runs): enough for
      // 1,000 placements a second over 11 s. Once they run out the requests fail (order 0), so a run that
      // outpaces them shows errors instead of a figure.
      async prepare(session) {
        const pool = await draftPool(session, shop, 12_000);
        this.path = () => `/api/orders/${pool.pop() ?? 0}/place`;
      },
    },
  ];
}
