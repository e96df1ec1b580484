import 'leaflet.markercluster/dist/MarkerCluster.css';
import 'leaflet.markercluster/dist/MarkerCluster.Default.css';
import { useMemo, useState } from 'react';
import { Alert, Box, Checkbox, FormControlLabel, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { MapContainer } from 'react-leaflet';
import {
  MAP_KINDS, MAP_POINTS_PATH, MAP_POLAND_BOUNDS, type MapKind, type MapPoints, type RouteDef,
} from '@harmony/shared';
import { BaseLayer, MAP_BACKGROUND, MAP_MAX_ZOOM } from '../../components/map/base-layer';
import { PageHeading } from '../../components/page-heading';
import { api } from '../../lib/api';
import { KIND_COLOURS, PointMarkers } from './point-markers';

/**
 * /map: the contacts and realizations that have a place, as markers gathered into clusters, on Poland's
 * voivodeships shipped with the app — or on real tiles when an administrator has set a tile server (fetched
 * through the API). Each kind can be hidden; a marker opens its record; `?focus=contacts-12` shows one place.
 */
export function MapPage({ route }: { route: RouteDef }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const map = useQuery({ queryKey: ['map', 'points'], queryFn: () => api.get<MapPoints>(MAP_POINTS_PATH) });
  const shownKinds = useMemo(() => MAP_KINDS.filter((kind) => map.data?.points.some((p) => p.kind === kind)), [map.data]);
  const [hidden, setHidden] = useState<Set<MapKind>>(new Set());
  const points = useMemo(() => (map.data?.points ?? []).filter((p) => !hidden.has(p.kind)), [map.data, hidden]);
  const toggle = (kind: MapKind) => setHidden((was) => {
    const next = new Set(was);
    if (next.has(kind)) next.delete(kind); else next.add(kind);
    return next;
  });

  return (
    <Stack spacing={2}>
      <PageHeading>{t(`routes.${route.name}`)}</PageHeading>
      {map.error && <Alert severity="error">{t('map.loadFailed')}</Alert>}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        {shownKinds.map((kind) => (
          <FormControlLabel
            key={kind}
            control={<Checkbox checked={!hidden.has(kind)} onChange={() => toggle(kind)} slotProps={{ input: { 'data-testid': `map-toggle-${kind}` } as object }} />}
            label={
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Box aria-hidden sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: KIND_COLOURS[kind] }} />
                <span>{t(`map.kinds.${kind}`, { count: map.data!.points.filter((p) => p.kind === kind).length })}</span>
              </Stack>
            }
          />
        ))}
        {map.data && map.data.points.length === 0 && <Typography color="text.secondary" data-testid="map-empty">{t('map.empty')}</Typography>}
      </Stack>
      <Box
        data-testid="map"
        data-points={points.length}
        sx={{ height: { xs: 'calc(100vh - 260px)', md: 'calc(100vh - 230px)' }, minHeight: 360, borderRadius: 1, overflow: 'hidden', border: 1, borderColor: 'divider',
          '& .leaflet-container': { height: '100%', bgcolor: MAP_BACKGROUND, fontFamily: 'inherit' } }}
      >
        <MapContainer bounds={MAP_POLAND_BOUNDS} maxZoom={MAP_MAX_ZOOM} scrollWheelZoom style={{ height: '100%' }} attributionControl={Boolean(map.data?.tiles)}>
          <BaseLayer tiles={map.data?.tiles} />
          <PointMarkers points={points} focus={search.get('focus')} />
        </MapContainer>
      </Box>
    </Stack>
  );
}
