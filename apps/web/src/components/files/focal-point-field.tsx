import type { KeyboardEvent, MouseEvent } from 'react';
import { Box, Button, FormControl, FormHelperText, FormLabel, Stack, Typography } from '@mui/material';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fileContentPath } from '@harmony/shared';
import type { FormFieldProps } from '../resource/types';
import { FOCAL_STEP, focalOf, focalPoint, movedFocal, type FocalPoint } from './focal-point';

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-FOCAL_STEP, 0],
  ArrowRight: [FOCAL_STEP, 0],
  ArrowUp: [0, -FOCAL_STEP],
  ArrowDown: [0, FOCAL_STEP],
};

/**
 * An image's focal point (custom field of the files form; value `{x, y}` or null, the middle): the image as
 * it is edited (medium variant) with a marker; a click puts the point there, the arrow keys move it 5% at a
 * time, and a button puts it back in the middle. The record being edited names the image.
 */
export function FocalPointField({ field, control, label, error, readOnly, record }: FormFieldProps) {
  const { t } = useTranslation();
  const { field: f } = useController({ name: field.name, control });
  const focal = focalOf(f.value);
  const testId = field.testId ?? `field-${field.name}`;
  if (!record) return null;
  const set = (point: FocalPoint | null) => {
    f.onChange(point);
    f.onBlur();
  };
  const words = focal ? t('filesLibrary.focalAt', { x: Math.round(focal.x * 100), y: Math.round(focal.y * 100) }) : t('filesLibrary.focalNone');
  // Fractions of the picture as shown: the area is exactly the image's box, whatever size it is drawn at.
  const onClick = (event: MouseEvent<HTMLElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (readOnly || !box.width || !box.height) return;
    set(focalPoint((event.clientX - box.left) / box.width, (event.clientY - box.top) / box.height));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const step = ARROWS[event.key];
    if (readOnly || !step) return;
    event.preventDefault();
    set(movedFocal(focal, ...step));
  };
  const shown = focal ?? { x: 0.5, y: 0.5 };

  return (
    <FormControl fullWidth error={Boolean(error)}>
      <FormLabel sx={{ mb: 0.5 }}>{label}</FormLabel>
      {!readOnly && <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>{t('filesLibrary.focalHint')}</Typography>}
      <Box
        // No ARIA role is two-dimensional: a slider (like colour pickers' areas) whose text says both coordinates.
        role="slider"
        tabIndex={readOnly ? -1 : 0}
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(shown.x * 100)}
        aria-valuetext={words}
        aria-readonly={readOnly ? true : undefined}
        onClick={onClick}
        onKeyDown={onKeyDown}
        data-testid={testId}
        sx={{
          position: 'relative', alignSelf: 'flex-start', maxWidth: '100%', lineHeight: 0, cursor: readOnly ? 'default' : 'crosshair',
          '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        <Box component="img" src={fileContentPath(record.id, 'medium')} alt="" draggable={false} sx={{ display: 'block', maxWidth: '100%', maxHeight: '50vh', userSelect: 'none' }} />
        <Box
          aria-hidden
          sx={{
            position: 'absolute', left: `${shown.x * 100}%`, top: `${shown.y * 100}%`, width: 24, height: 24, borderRadius: '50%',
            transform: 'translate(-50%, -50%)', border: '3px solid white', boxShadow: '0 0 0 2px rgba(0, 0, 0, 0.6)', pointerEvents: 'none',
            // The middle (no point set) is drawn faint: it is where a crop centres anyway.
            opacity: focal ? 1 : 0.5,
          }}
        />
      </Box>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mt: 1, flexWrap: 'wrap' }}>
        <Typography variant="body2" aria-live="polite" data-testid={`${testId}-text`}>{words}</Typography>
        {!readOnly && (
          <Button size="small" onClick={() => set(null)} disabled={!focal} data-testid={`${testId}-clear`}>
            {t('filesLibrary.focalClear')}
          </Button>
        )}
      </Stack>
      {(error ?? typeof readOnly === 'string') && <FormHelperText>{error ?? (readOnly as string)}</FormHelperText>}
    </FormControl>
  );
}
