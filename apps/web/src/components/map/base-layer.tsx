import 'leaflet/dist/leaflet.css';
import { useQuery } from '@tanstack/react-query';
import type { FeatureCollection } from 'geojson';
import { GeoJSON, TileLayer } from 'react-leaflet';
import { MAP_CONFIG_PATH, mapTilePath, type MapConfig } from '@harmony/shared';
import { api } from '../../lib/api';
import { useLocale } from '../../lib/i18n/use-locale';
// The build's hashed copy (cached for good, offline too): scripts/geo/poland-geojson.mjs makes the file.
import baseLayerUrl from './poland.geo.json?url';

/** How far a map zooms in (the clusters need the map's own limit: the voivodeships layer sets none). */
export const MAP_MAX_ZOOM = 18;
/** The background of a map whose base layer is the voivodeships: what lies around Poland. */
export const MAP_BACKGROUND = '#dfe9ef';

/** Whether real tiles and a geocoder are set up (settings), for every map of the app. */
export const useMapConfig = () =>
  useQuery({ queryKey: ['map', 'config'], queryFn: () => api.get<MapConfig>(MAP_CONFIG_PATH, { silent: true }), staleTime: 60_000 });

/** The base layer that needs no internet: the voivodeships, drawn light, named in the page's language on hover. */
function Voivodeships() {
  const { locale } = useLocale();
  const shape = useQuery({
    queryKey: ['map', 'base-layer'],
    queryFn: async () => (await fetch(baseLayerUrl)).json() as Promise<FeatureCollection>,
    staleTime: Infinity,
  });
  if (!shape.data) return null;
  return (
    <GeoJSON
      key={locale}
      data={shape.data}
      style={{ color: '#5c6b7a', weight: 1, fillColor: '#f4f1e8', fillOpacity: 1 }}
      onEachFeature={(feature, layer) => layer.bindTooltip(String(feature.properties?.[locale === 'pl' ? 'name_pl' : 'name_en'] ?? ''), { sticky: true })}
    />
  );
}

/**
 * A map's base layer: real tiles through the API when an administrator has set a tile server, else Poland's
 * voivodeships shipped with the app (no internet needed).
 */
export function BaseLayer({ tiles }: { tiles: boolean | undefined }) {
  return tiles ? <TileLayer url={mapTilePath('{z}', '{x}', '{y}')} maxZoom={MAP_MAX_ZOOM} /> : <Voivodeships />;
}
