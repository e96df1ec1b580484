import { useEffect } from 'react';
import L from 'leaflet';
import 'leaflet.markercluster';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMap } from 'react-leaflet';
import { MAP_KIND_RESOURCES, type MapKind, type MapPoint } from '@harmony/shared';
import { useLocale } from '../../lib/i18n/use-locale';

/** A kind's marker colour (and the legend's), dark enough for white text on a cluster. */
export const KIND_COLOURS: Record<MapKind, string> = { contacts: '#1565c0', realizations: '#c2410c' };

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const editPath = (point: MapPoint) => `${MAP_KIND_RESOURCES[point.kind].segment}/${point.id}/edycja`;

/** `contacts-12`: the place a link asks the map to show (`/map?focus=…`). */
export const focusKey = (point: Pick<MapPoint, 'kind' | 'id'>) => `${point.kind}-${point.id}`;

/**
 * The points as pins gathered into clusters (leaflet.markercluster: a cluster opens into its pins on a click).
 * A pin's pop-up names the record and opens it in the app (the router, not a page load). `focus` (a focusKey):
 * that pin is zoomed to, out of its cluster, with its pop-up open.
 */
export function PointMarkers({ points, focus }: { points: MapPoint[]; focus?: string | null }) {
  const map = useMap();
  const navigate = useNavigate();
  const { to } = useLocale();
  const { t } = useTranslation();
  useEffect(() => {
    const group = L.markerClusterGroup({ showCoverageOnHover: false, maxClusterRadius: 50 });
    let focused: L.Marker | undefined;
    for (const point of points) {
      const icon = L.divIcon({
        className: '',
        html: `<span data-testid="map-marker-${point.kind}-${point.id}" style="display:block;width:16px;height:16px;border-radius:50%;`
          + `background:${KIND_COLOURS[point.kind]};border:2px solid #fff;box-shadow:0 0 0 1px rgba(0,0,0,.4)"></span>`,
        iconSize: [16, 16],
        iconAnchor: [8, 8],
      });
      const href = to(editPath(point));
      const marker = L.marker([point.lat, point.lng], { icon, title: point.title, alt: point.title, keyboard: true });
      marker.bindPopup(`<strong>${escape(point.title)}</strong>${point.subtitle ? `<br>${escape(point.subtitle)}` : ''}`
        + `<br><a href="${escape(href)}" data-testid="map-open-${point.kind}-${point.id}">${escape(t(`map.open.${point.kind}`))}</a>`);
      marker.on('popupopen', (event) => {
        const link = (event.popup.getElement() as HTMLElement | undefined)?.querySelector('a');
        link?.addEventListener('click', (click) => {
          click.preventDefault();
          void navigate(href);
        });
      });
      group.addLayer(marker);
      if (focus === focusKey(point)) focused = marker;
    }
    map.addLayer(group);
    if (focused) group.zoomToShowLayer(focused, () => focused?.openPopup());
    return () => {
      map.removeLayer(group);
    };
  }, [map, points, focus, navigate, to, t]);
  return null;
}
