import type { Page } from 'playwright-core';

export interface ApiAnswer<T = unknown> {
  status: number;
  body: T;
}

/**
 * Calls the API from inside the page with a JSON body, as the SPA does (cookie session + XSRF header,
 * the page's language). menu.ts's apiFromPage is the body-less twin.
 */
export async function api<T = unknown>(page: Page, method: string, url: string, body?: unknown): Promise<ApiAnswer<T>> {
  return page.evaluate(
    async ([m, u, b]) => {
      const xsrf = decodeURIComponent(document.cookie.split('; ').find((c) => c.startsWith('XSRF-TOKEN='))?.split('=')[1] ?? '');
      const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest', 'X-XSRF-TOKEN': xsrf, Accept: 'application/json' };
      if (b !== undefined) headers['Content-Type'] = 'application/json';
      const res = await fetch(u as string, { method: m as string, credentials: 'include', headers, body: b === undefined ? undefined : JSON.stringify(b) });
      return { status: res.status, body: await res.json().catch(() => null) };
    },
    [method, url, body] as const,
  ) as Promise<ApiAnswer<T>>;
}

/** GET that must succeed; its body. */
export async function getJson<T>(page: Page, url: string): Promise<T> {
  const answer = await api<T>(page, 'GET', url);
  if (answer.status !== 200) throw new Error(`GET ${url} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

export interface ListedUser {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  active: boolean;
  roles: { id: number; name: string }[];
}

/** Every user an administrator sees (the demo database holds far fewer than 100). */
export async function allUsers(page: Page): Promise<ListedUser[]> {
  const list = await getJson<{ data: ListedUser[]; meta: { total: number } }>(page, '/api/users?per_page=100');
  if (list.meta.total > list.data.length) throw new Error('More than 100 users: page through them.');
  return list.data;
}

export async function userByEmail(page: Page, email: string): Promise<ListedUser & { name: string }> {
  const user = (await allUsers(page)).find((u) => u.email === email);
  if (!user) throw new Error(`No user ${email}.`);
  return { ...user, name: `${user.first_name} ${user.last_name}` };
}

export const hasRole = (user: ListedUser, role: string) => user.roles.some((r) => r.name === role);
