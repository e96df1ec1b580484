import { Box, Stack, Typography } from '@mui/material';
import Check from '@mui/icons-material/Check';
import { useTranslation } from 'react-i18next';

/** A few ready colours plus any other through the native picker. */
const SWATCHES = ['#f5b135', '#e53935', '#8e24aa', '#3949ab', '#039be5', '#00897b', '#43a047', '#6d4c41', '#546e7a'];

export function ColorChoice({ value, onChange, label }: { value: string; onChange(color: string): void; label: string }) {
  const { t } = useTranslation();
  return (
    <Box role="group" aria-label={label}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      <Stack direction="row" spacing={0.75} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', rowGap: 0.75 }}>
        {SWATCHES.map((color) => (
          <Box
            key={color}
            component="button"
            type="button"
            aria-label={color}
            aria-pressed={value.toLowerCase() === color}
            data-testid={`event-color-${color.slice(1)}`}
            onClick={() => onChange(color)}
            sx={{
              width: 28, height: 28, borderRadius: '50%', bgcolor: color, border: 2, cursor: 'pointer', p: 0,
              borderColor: value.toLowerCase() === color ? 'text.primary' : 'transparent', color: '#fff',
              display: 'inline-flex', alignItems: 'center', justifyContent: 'center',
            }}
          >
            {value.toLowerCase() === color && <Check sx={{ fontSize: 16 }} />}
          </Box>
        ))}
        <Box
          component="input"
          type="color"
          value={value}
          aria-label={t('resourceForm.pickColor')}
          data-testid="event-color"
          onChange={(e: React.ChangeEvent<HTMLInputElement>) => onChange(e.target.value)}
          sx={{ width: 34, height: 30, p: 0, border: 0, bgcolor: 'transparent', cursor: 'pointer' }}
        />
      </Stack>
    </Box>
  );
}
