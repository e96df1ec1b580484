import { IconButton, Stack, Switch, TextField, Tooltip, Typography } from '@mui/material';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { MenuRowValues } from './menu-api';

export interface MenuRowProps {
  form: UseFormReturn<{ menu: MenuRowValues[] }>;
  index: number;
  sectionKey: string;
  count: number;
  nameError?: string;
  onMove(from: number, to: number): void;
}

/** One menu section: visible or not, its Polish display name, and its place in the order. */
export function MenuRow({ form, index, sectionKey, count, nameError, onMove }: MenuRowProps) {
  const { t } = useTranslation();
  const name = form.watch(`menu.${index}.name`) || sectionKey;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', py: 1 }} data-testid={`menu-row-${sectionKey}`}>
      <Controller
        control={form.control}
        name={`menu.${index}.enabled`}
        render={({ field }) => (
          <Tooltip title={t('menuConfig.enabled')}>
            <Switch
              checked={Boolean(field.value)}
              onChange={(e) => field.onChange(e.target.checked)}
              slotProps={{ input: { 'aria-label': `${t('menuConfig.enabled')}: ${name}`, 'data-testid': `menu-enabled-${sectionKey}` } as object }}
            />
          </Tooltip>
        )}
      />
      <TextField
        {...form.register(`menu.${index}.name`)}
        label={t('menuConfig.name')}
        size="small"
        error={Boolean(nameError)}
        helperText={nameError}
        sx={{ width: { sm: 320 }, flex: { xs: '1 1 0', sm: '0 0 auto' }, minWidth: 0 }}
        slotProps={{ htmlInput: { 'data-testid': `menu-name-${sectionKey}` } }}
      />
      <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1, display: { xs: 'none', sm: 'block' } }}>
        {t(`menu.${sectionKey}`, { defaultValue: sectionKey })} · <code>{sectionKey}</code>
      </Typography>
      <IconButton disabled={index === 0} onClick={() => onMove(index, index - 1)} aria-label={t('menuConfig.moveUp', { name })} data-testid={`menu-up-${sectionKey}`}>
        <ArrowUpward fontSize="small" />
      </IconButton>
      <IconButton disabled={index === count - 1} onClick={() => onMove(index, index + 1)} aria-label={t('menuConfig.moveDown', { name })} data-testid={`menu-down-${sectionKey}`}>
        <ArrowDownward fontSize="small" />
      </IconButton>
    </Stack>
  );
}
