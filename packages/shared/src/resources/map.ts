import { z } from 'zod';
import { encodeRule } from '../validation/messages.js';
import { RESOURCES } from './identities.js';

/**
 * The map (/map): contacts and realizations that have a place, on a base layer that needs no internet (Poland's
 * voivodeships, shipped with the web app), or on real tiles when an administrator sets a tile
 * server's address (`mapTileUrl`, with {z}, {x} and {y}). Tiles come through the API (its own origin: the page's
 * security policy stays closed to other hosts), and so does the optional geocoder (`mapGeocoderUrl`, with {q}).
 */
export const MAP_PATH = '/api/map';
/** GET: whether real tiles and a geocoder are set up (a form's pin picker asks). */
export const MAP_CONFIG_PATH = `${MAP_PATH}/config`;
/** GET: every place the caller may see (contacts and realizations, by permission), and which base layer. */
export const MAP_POINTS_PATH = `${MAP_PATH}/points`;
/** GET …/{z}/{x}/{y}: one tile from the configured tile server (404 when none is set). */
export const MAP_TILES_PATH = `${MAP_PATH}/tiles`;
export const mapTilePath = (z: number | string, x: number | string, y: number | string) => `${MAP_TILES_PATH}/${z}/${x}/${y}`;
/** Where the map opens: Poland whole. */
export const MAP_POLAND_BOUNDS: [[number, number], [number, number]] = [[49.0, 14.1], [54.9, 24.2]];
export const MAP_POINTS_MAX = 20_000;

export const MAP_TILE_SETTING = 'mapTileUrl';
export const MAP_GEOCODER_SETTING = 'mapGeocoderUrl';
export const MAP_SETTING_KEYS = [MAP_TILE_SETTING, MAP_GEOCODER_SETTING] as const;
/** A tile server's address: http(s) with {z}, {x} and {y} ({s} picks a subdomain a, b or c). */
export const TILE_URL = /^https?:\/\/[^\s]+$/i;
export const isTileUrl = (url: string) => TILE_URL.test(url) && ['{z}', '{x}', '{y}'].every((p) => url.includes(p));
/** A geocoder's address: http(s) with {q} where the typed address goes (answers as Nominatim does). */
export const isGeocoderUrl = (url: string) => TILE_URL.test(url) && url.includes('{q}');

export const MAP_KINDS = ['contacts', 'realizations'] as const;
export type MapKind = (typeof MAP_KINDS)[number];
/** Which resource each kind is: its permission and where its record opens. */
export const MAP_KIND_RESOURCES = { contacts: RESOURCES.contacts, realizations: RESOURCES.realizations } as const;

export const mapPointRead = z.object({
  kind: z.enum(MAP_KINDS),
  id: z.number().int(),
  title: z.string(),
  /** The town (and for a realization its client). */
  subtitle: z.string(),
  lat: z.number(),
  lng: z.number(),
});
export type MapPoint = z.infer<typeof mapPointRead>;
export const mapConfigRead = z.object({
  /** Real tiles are set up (MAP_TILES_PATH serves them); else the offline base layer. */
  tiles: z.boolean(),
  /** A geocoder is set up (MAP_GEOCODE_PATH answers). */
  geocoder: z.boolean(),
});
export type MapConfig = z.infer<typeof mapConfigRead>;
export const mapPointsRead = mapConfigRead.extend({ points: z.array(mapPointRead) });
export type MapPoints = z.infer<typeof mapPointsRead>;

/** GET ?q=: places for an address from the configured geocoder, best first (404 when none is set). */
export const MAP_GEOCODE_PATH = `${MAP_PATH}/geocode`;
export const mapGeocodeQuery = z.object({ q: z.string({ error: encodeRule('required') }).trim().min(3, { error: encodeRule('min', 3) }).max(300, { error: encodeRule('max', 300) }) });
export const mapGeocodeRead = z.object({ data: z.array(z.object({ label: z.string(), lat: z.number(), lng: z.number() })) });
