import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { MAP_GEOCODE_PATH, MAP_GEOCODER_SETTING, MAP_POINTS_PATH, MAP_TILE_SETTING, mapTilePath } from '@harmony/shared';
import { contacts, realizations, rolePermissions, roles, settings } from '../../../src/db/schema.js';
import { withApp } from '../../helpers/index.js';

/**
 * The map: the places of contacts and realizations by permission, and the outside tile server and geocoder
 * reached through the API (a real HTTP peer on loopback stands in for them), off until an administrator sets them.
 */
const t = withApp();
const admin = t.client('Administrator');
const adminEn = t.client('Superadministrator', { headers: { 'x-locale': 'en' } });
const contractor = t.client('Kontraktor');
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
let peer: http.Server;
let base = '';
const asked: string[] = [];

beforeAll(async () => {
  peer = http.createServer((req, res) => {
    asked.push(req.url!);
    if (req.url!.startsWith('/tiles/7/')) return void res.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
    if (req.url!.startsWith('/tiles/')) return void res.writeHead(200, { 'content-type': 'text/html' }).end('<p>not a tile</p>');
    if (req.url!.startsWith('/search?q=')) {
      return void res.writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify([{ lat: '50.0614', lon: '19.9366', display_name: 'Rynek Główny, Kraków' }, { lat: 'x', lon: '1', display_name: 'bad' }]));
    }
    res.writeHead(500).end();
  });
  await new Promise<void>((resolve) => peer.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(peer.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => peer.close(() => resolve())));

const setSetting = async (key: string, value: string) => {
  await t.db.insert(settings).values({ key, value }).onConflictDoUpdate({ target: settings.key, set: { value } });
};

describe('the map', () => {
  it('lists the places of contacts and realizations, only those with a position', async () => {
    const [placed] = await t.db.insert(contacts).values({ kind: 'company', companyName: 'Mapa Sp. z o.o.', city: 'Toruń', latitude: 53.0138, longitude: 18.5984 }).returning();
    const [unplaced] = await t.db.insert(contacts).values({ firstName: 'Bez', lastName: 'Miejsca' }).returning();
    const [work] = await t.db.insert(realizations).values({ title: 'Sklep na mapie', slug: 'sklep-na-mapie', client: 'Piekarnia', city: 'Lublin', latitude: 51.2465, longitude: 22.5684 }).returning();
    const res = await admin.get(MAP_POINTS_PATH);
    expect(res.statusCode).toBe(200);
    const { points, tiles, geocoder } = res.json() as { points: { kind: string; id: number }[]; tiles: boolean; geocoder: boolean };
    expect(points).toContainEqual({ kind: 'contacts', id: placed!.id, title: 'Mapa Sp. z o.o.', subtitle: 'Toruń', lat: 53.0138, lng: 18.5984 });
    expect(points).toContainEqual({ kind: 'realizations', id: work!.id, title: 'Sklep na mapie', subtitle: 'Piekarnia · Lublin', lat: 51.2465, lng: 22.5684 });
    expect(points.some((p) => p.kind === 'contacts' && p.id === unplaced!.id)).toBe(false);
    expect({ tiles, geocoder }).toEqual({ tiles: false, geocoder: false });
  });

  it('shows each kind only to who may list it, and nothing to a contractor', async () => {
    const [role] = await t.db.select({ id: roles.id }).from(roles).where(eq(roles.name, 'Administrator'));
    await t.db.delete(rolePermissions).where(and(eq(rolePermissions.roleId, role!.id), eq(rolePermissions.subject, 'Tresci__realizacje')));
    const kinds = new Set(((await (await t.signIn('Administrator')).get(MAP_POINTS_PATH)).json().points as { kind: string }[]).map((p) => p.kind));
    expect([...kinds]).toEqual(['contacts']);
    expect((await contractor.get(MAP_POINTS_PATH)).statusCode).toBe(403);
    expect((await contractor.get(mapTilePath(7, 1, 1))).statusCode).toBe(403);
  });

  it('serves tiles and geocoding from the configured servers only, and says when they fail', async () => {
    expect((await admin.get(mapTilePath(7, 70, 42))).statusCode).toBe(404);
    expect((await admin.get(MAP_GEOCODE_PATH, { query: { q: 'Rynek Główny Kraków' } })).statusCode).toBe(404);
    await setSetting(MAP_TILE_SETTING, `${base}/tiles/{z}/{x}/{y}.png`);
    await setSetting(MAP_GEOCODER_SETTING, `${base}/search?q={q}&format=json`);
    expect((await admin.get(MAP_POINTS_PATH)).json()).toMatchObject({ tiles: true, geocoder: true });

    const tile = await admin.get(mapTilePath(7, 70, 42));
    expect(tile.statusCode).toBe(200);
    expect(tile.headers['content-type']).toBe('image/png');
    expect(tile.rawPayload.equals(PNG)).toBe(true);
    expect(asked).toContain('/tiles/7/70/42.png');
    // Not an image from the tile server; a tile outside the world; a failing geocoder: a clear 502 or 404.
    const notImage = await adminEn.get(mapTilePath(8, 1, 1));
    expect(notImage.statusCode).toBe(502);
    expect(notImage.json().message).toBe('The map server did not answer. Try again in a moment.');
    expect((await admin.get(mapTilePath(2, 4, 0))).statusCode).toBe(404);

    const found = await admin.get(MAP_GEOCODE_PATH, { query: { q: 'Rynek Główny Kraków' } });
    expect(found.statusCode).toBe(200);
    expect(found.json().data).toEqual([{ label: 'Rynek Główny, Kraków', lat: 50.0614, lng: 19.9366 }]);
    expect(asked).toContain(`/search?q=${encodeURIComponent('Rynek Główny Kraków')}&format=json`);
    const short = await admin.get(MAP_GEOCODE_PATH, { query: { q: 'Kr' } });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.q).toEqual([expect.stringContaining('adres')]);
    await setSetting(MAP_GEOCODER_SETTING, `${base}/broken?q={q}`);
    expect((await admin.get(MAP_GEOCODE_PATH, { query: { q: 'Rynek Główny Kraków' } })).statusCode).toBe(502);
  });
});
