import { useEffect, useState } from 'react';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import PinDrop from '@mui/icons-material/PinDropOutlined';
import L from 'leaflet';
import { useController, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MapContainer, Marker, useMap, useMapEvents } from 'react-leaflet';
import { MAP_GEOCODE_PATH, MAP_POLAND_BOUNDS } from '@harmony/shared';
import { api } from '../../lib/api';
import type { FormFieldProps } from '../resource/types';
import { BaseLayer, MAP_BACKGROUND, MAP_MAX_ZOOM, useMapConfig } from './base-layer';

const PIN = L.divIcon({
  className: '',
  html: '<span data-testid="position-pin" style="display:block;width:18px;height:18px;border-radius:50% 50% 50% 0;transform:rotate(-45deg);'
    + 'background:#c62828;border:2px solid #fff;box-shadow:0 0 0 1px rgba(0,0,0,.45)"></span>',
  iconSize: [18, 18],
  iconAnchor: [9, 18],
});
const round = (n: number) => Math.round(n * 1e6) / 1e6;
const asNumber = (value: unknown) => (value === '' || value === null || value === undefined ? null : Number(String(value).replace(',', '.')));

/** A click on the map places the pin there. */
function ClickToPlace({ onPlace }: { onPlace(lat: number, lng: number): void }) {
  useMapEvents({ click: (event) => onPlace(round(event.latlng.lat), round(event.latlng.lng)) });
  return null;
}
/** Follows the pin when it moves by typing or by the geocoder. */
function FollowPin({ at }: { at: [number, number] | null }) {
  const map = useMap();
  const [lat, lng] = at ?? [null, null];
  useEffect(() => {
    if (lat !== null && lng !== null && !map.getBounds().contains([lat, lng])) map.setView([lat, lng], Math.max(map.getZoom(), 10));
  }, [map, lat, lng]);
  return null;
}

/**
 * A record's place set on a small map (contacts, realizations): a click places the pin, the pin can be dragged,
 * the coordinates typed beside it move it, and — when an administrator has set a geocoder — the address fields
 * (street, postcode, town) find it. Writes the form's `latitude` and `longitude`.
 */
export function PositionPicker({ control, label }: FormFieldProps) {
  const { t } = useTranslation();
  const latitude = useController({ name: 'latitude', control });
  const longitude = useController({ name: 'longitude', control });
  const [street, postcode, city] = useWatch({ control, name: ['street', 'postcode', 'city'] }) as (string | undefined)[];
  const config = useMapConfig();
  const [lookup, setLookup] = useState<'idle' | 'busy' | 'none' | 'failed'>('idle');
  const lat = asNumber(latitude.field.value);
  const lng = asNumber(longitude.field.value);
  const at: [number, number] | null = lat !== null && lng !== null && Number.isFinite(lat) && Number.isFinite(lng) ? [lat, lng] : null;
  const place = (newLat: number, newLng: number) => {
    latitude.field.onChange(round(newLat));
    longitude.field.onChange(round(newLng));
  };
  const address = [street, postcode, city].map((part) => part?.trim()).filter(Boolean).join(', ');
  const find = async () => {
    setLookup('busy');
    try {
      const { data } = await api.get<{ data: { lat: number; lng: number }[] }>(`${MAP_GEOCODE_PATH}?q=${encodeURIComponent(address)}`, { silent: true });
      if (!data[0]) return setLookup('none');
      place(data[0].lat, data[0].lng);
      setLookup('idle');
    } catch {
      setLookup('failed');
    }
  };

  return (
    <Stack spacing={1} data-testid="position-picker">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="subtitle2" component="span">{label}</Typography>
        <Typography variant="body2" color="text.secondary" component="span">{t('mapPicker.hint')}</Typography>
        {config.data?.geocoder && (
          <Button size="small" startIcon={<PinDrop />} disabled={address.length < 3 || lookup === 'busy'} onClick={() => void find()} data-testid="position-geocode">
            {t('mapPicker.fromAddress')}
          </Button>
        )}
      </Stack>
      {lookup === 'none' && <Alert severity="info">{t('mapPicker.notFound')}</Alert>}
      {lookup === 'failed' && <Alert severity="warning">{t('map.upstreamFailed')}</Alert>}
      <Box sx={{ height: 280, borderRadius: 1, overflow: 'hidden', border: 1, borderColor: 'divider', '& .leaflet-container': { height: '100%', bgcolor: MAP_BACKGROUND } }}>
        <MapContainer maxZoom={MAP_MAX_ZOOM} bounds={at ? undefined : MAP_POLAND_BOUNDS} center={at ?? undefined} zoom={at ? 11 : undefined} scrollWheelZoom={false} attributionControl={Boolean(config.data?.tiles)}>
          <BaseLayer tiles={config.data?.tiles} />
          <ClickToPlace onPlace={place} />
          <FollowPin at={at} />
          {at && (
            <Marker position={at} icon={PIN} draggable title={label}
              eventHandlers={{ dragend: (event) => { const p = (event.target as L.Marker).getLatLng(); place(p.lat, p.lng); } }} />
          )}
        </MapContainer>
      </Box>
    </Stack>
  );
}
