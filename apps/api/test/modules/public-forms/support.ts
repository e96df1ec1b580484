import { sql } from 'drizzle-orm';
import { publicFormPath, FORM_TOKEN_FIELD } from '@harmony/shared';
import { signFillToken } from '../../../src/modules/public-forms/fill-token.js';
import type { Database } from '../../../src/db/client.js';
import { seedFormFields } from '../../../src/db/seed/forms/fields.js';
import { seedForms } from '../../../src/db/seed/forms/forms.js';
import { rows, TEST_SECRET, type TestClient } from '../../helpers/index.js';
import { multipart, type Part } from '../files/support.js';

/** The public forms tests' shared pieces: the demo forms, a demo form's UUID, a fill token old enough, a submission. */

/** The demo field library and forms (the tests' template has the demo accounts only). */
export const seedDemoForms = async (database: Database) => seedForms(database.db, await seedFormFields(database.db));

export const formUuid = async (database: Database, name: string) =>
  (await rows<{ uuid: string }>(database, sql`select uuid from forms where name = ${name}`))[0]!.uuid;

/** A token signed `ago` ms before now (a person who took their time). */
export const tokenFor = (uuid: string, ago = 10_000) => signFillToken(TEST_SECRET, uuid, Date.now() - ago);

export const ORIGIN = 'https://example.pl';

/** A JSON submission from the website's origin, with a valid token unless the body says otherwise. */
export function submitJson(client: TestClient, uuid: string, body: Record<string, unknown>, opts: { lang?: string; origin?: string } = {}) {
  return client.request('POST', publicFormPath(uuid), {
    body: { [FORM_TOKEN_FIELD]: tokenFor(uuid), ...body }, query: { lang: opts.lang ?? 'pl' }, csrf: false,
    headers: opts.origin === '' ? {} : { origin: opts.origin ?? ORIGIN },
  });
}

/** A multipart submission (the embed script's FormData): text fields by key, files by their field's key. */
export function submitMultipart(client: TestClient, uuid: string, parts: Part[], opts: { lang?: string } = {}) {
  const body = multipart([{ name: FORM_TOKEN_FIELD, value: tokenFor(uuid) }, ...parts]);
  return client.request('POST', publicFormPath(uuid), { ...body, query: { lang: opts.lang ?? 'pl' }, csrf: false, headers: { ...body.headers, origin: ORIGIN } });
}

/** URL-encoded fields (the embed script with no file chosen, or a plain HTML form): pairs in order, names as sent. */
export function submitUrlEncoded(client: TestClient, uuid: string, pairs: [string, string][], opts: { lang?: string } = {}) {
  const payload = new URLSearchParams([[FORM_TOKEN_FIELD, tokenFor(uuid)], ...pairs]).toString();
  return client.request('POST', publicFormPath(uuid), {
    payload, query: { lang: opts.lang ?? 'pl' }, csrf: false, headers: { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8', origin: ORIGIN },
  });
}

export const CONTACT = {
  imie_nazwisko: 'Zażółć Gęślą', email: 'klient@example.com', telefon: '+48 600 100 200', wiadomosc: 'Proszę o kontakt w sprawie strony.', zgoda_rodo: '1',
};
