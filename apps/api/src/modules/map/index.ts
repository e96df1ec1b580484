import type { FastifyInstance } from 'fastify';
import { asc, inArray, isNotNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  can, isGeocoderUrl, isTileUrl, MAP_GEOCODE_PATH, MAP_GEOCODER_SETTING, MAP_KIND_RESOURCES, MAP_POINTS_MAX, MAP_POINTS_PATH, MAP_TILE_SETTING,
  MAP_CONFIG_PATH, MAP_TILES_PATH, mapGeocodeQuery, type MapKind, type MapPoint,
} from '@harmony/shared';
import type { DbOrTx } from '../../db/client.js';
import { contacts, realizations, settings } from '../../db/schema.js';
import { ApiError, notFound } from '../../lib/http-errors.js';
import { partyName } from '../../lib/sql.js';

const PERMISSION = Object.values(MAP_KIND_RESOURCES).map((r) => r.permission).join('|');
/** An upstream (tile server, geocoder) that does not answer in this time is given up on. */
const UPSTREAM_TIMEOUT_MS = 8000;

/** The places of one kind, as the map draws them (a town under the title). */
const POINTS: Record<MapKind, (db: DbOrTx) => Promise<MapPoint[]>> = {
  contacts: async (db) => (await db.select({ id: contacts.id, title: partyName(contacts), subtitle: contacts.city, lat: contacts.latitude, lng: contacts.longitude })
    .from(contacts).where(isNotNull(contacts.latitude)).orderBy(asc(contacts.id)).limit(MAP_POINTS_MAX))
    .map((p) => ({ kind: 'contacts', ...p, lat: p.lat!, lng: p.lng! })),
  realizations: async (db) => (await db.select({
    id: realizations.id, title: realizations.title, subtitle: sql<string>`concat_ws(' · ', nullif(${realizations.client}, ''), nullif(${realizations.city}, ''))`,
    lat: realizations.latitude, lng: realizations.longitude,
  }).from(realizations).where(isNotNull(realizations.latitude)).orderBy(asc(realizations.id)).limit(MAP_POINTS_MAX))
    .map((p) => ({ kind: 'realizations', ...p, lat: p.lat!, lng: p.lng! })),
};

/** The map's two settings, each only when it is a usable address. */
async function mapSettings(db: DbOrTx): Promise<{ tiles: string | null; geocoder: string | null }> {
  const rows = await db.select().from(settings).where(inArray(settings.key, [MAP_TILE_SETTING, MAP_GEOCODER_SETTING]));
  const value = (key: string) => rows.find((r) => r.key === key)?.value.trim() ?? '';
  const tiles = value(MAP_TILE_SETTING);
  const geocoder = value(MAP_GEOCODER_SETTING);
  return { tiles: isTileUrl(tiles) ? tiles : null, geocoder: isGeocoderUrl(geocoder) ? geocoder : null };
}

async function upstream(url: string): Promise<Response | null> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS), headers: { 'user-agent': '1CRM Harmony (map)' } });
    return res.ok ? res : null;
  } catch {
    return null;
  }
}
/** The outside server failed or answered something else than asked: said so in the caller's language. */
const badGateway = () => new ApiError(502, 'map.upstreamFailed');

const tileParams = z.object({
  z: z.coerce.number().int().min(0).max(22), x: z.coerce.number().int().min(0), y: z.coerce.number().int().min(0),
});

/**
 * The map (/map, issue 26): the places of contacts and realizations the caller may list, and — when an
 * administrator has set them — tiles and geocoding from outside servers, fetched by the API so the page itself
 * only ever talks to its own origin (no internet needed for the rest).
 */
export default async function mapRoutes(app: FastifyInstance) {
  app.get(MAP_CONFIG_PATH, { config: { permission: PERMISSION } }, async () => {
    const configured = await mapSettings(app.db);
    return { tiles: configured.tiles !== null, geocoder: configured.geocoder !== null };
  });

  app.get(MAP_POINTS_PATH, { config: { permission: PERMISSION } }, async (req) => {
    const kinds = (Object.keys(POINTS) as MapKind[]).filter((kind) => can(req.user?.permissions, 'listowanie', MAP_KIND_RESOURCES[kind].permission));
    const [lists, configured] = await Promise.all([Promise.all(kinds.map((kind) => POINTS[kind](app.db))), mapSettings(app.db)]);
    return { points: lists.flat(), tiles: configured.tiles !== null, geocoder: configured.geocoder !== null };
  });

  app.get(`${MAP_TILES_PATH}/:z/:x/:y`, { config: { permission: PERMISSION }, schema: { params: tileParams } }, async (req, reply) => {
    const { tiles } = await mapSettings(app.db);
    if (!tiles) throw notFound();
    const { z: zoom, x, y } = req.params as z.output<typeof tileParams>;
    if (x >= 2 ** zoom || y >= 2 ** zoom) throw notFound();
    const url = tiles.replace('{z}', String(zoom)).replace('{x}', String(x)).replace('{y}', String(y)).replace('{s}', 'abc'[(x + y) % 3]!);
    const res = await upstream(url);
    if (!res) throw badGateway();
    const type = res.headers.get('content-type') ?? '';
    if (!type.startsWith('image/')) throw badGateway();
    return reply.header('content-type', type).header('cache-control', 'private, max-age=86400').header('x-content-type-options', 'nosniff')
      .send(Buffer.from(await res.arrayBuffer()));
  });

  app.get(MAP_GEOCODE_PATH, { config: { permission: PERMISSION, labels: 'map.fields' }, schema: { querystring: mapGeocodeQuery } }, async (req) => {
    const { geocoder } = await mapSettings(app.db);
    if (!geocoder) throw notFound();
    const res = await upstream(geocoder.replace('{q}', encodeURIComponent((req.query as { q: string }).q)));
    const found = res ? await res.json().catch(() => null) as unknown : null;
    if (!Array.isArray(found)) throw badGateway();
    // Nominatim's answer: [{ lat: "50.06", lon: "19.94", display_name: "Kraków, …" }, …].
    const data = found.slice(0, 5).map((f: { lat?: unknown; lon?: unknown; display_name?: unknown }) => ({
      label: String(f.display_name ?? ''), lat: Number(f.lat), lng: Number(f.lon),
    })).filter((p) => Number.isFinite(p.lat) && Number.isFinite(p.lng) && Math.abs(p.lat) <= 90 && Math.abs(p.lng) <= 180);
    return { data };
  });
}
