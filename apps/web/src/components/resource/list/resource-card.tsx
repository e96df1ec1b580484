import type { ReactNode } from 'react';
import { Box, Card, CardActions, CardContent, Checkbox, IconButton, Tooltip, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/i18n/use-locale';
import { capitalize, plainValue } from '../renderers';
import type { AnyResource, ResourceColumn, ResourceRow } from '../types';
import type { RowActionItem } from './row-actions';

export interface ResourceCardProps {
  resource: AnyResource;
  row: ResourceRow;
  /** The row's title: the main field. */
  main?: ResourceColumn<ResourceRow>;
  /** The other columns shown, as "label: value" lines. */
  lines: ResourceColumn<ResourceRow>[];
  actions: RowActionItem[];
  /** Absent: the row can't be picked for a bulk delete. */
  selected?: boolean;
  selectLabel: string;
  onSelect?: (selected: boolean) => void;
  onOpen(): void;
}

/** One row of a list on a narrow screen: its name as the title, the other shown columns below, its actions at the foot. */
export function ResourceCard({ resource, row, main, lines, actions, selected, selectLabel, onSelect, onOpen }: ResourceCardProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const value = (column: ResourceColumn<ResourceRow>): ReactNode =>
    column.render ? column.render(row, { t, locale }) : plainValue(row[column.field], locale);
  const label = (column: ResourceColumn<ResourceRow>) => capitalize(t(column.header ?? resource.labelKey(column.field)));
  return (
    <Card
      variant="outlined"
      component="li"
      data-testid={`resource-card-${row.id}`}
      sx={{ listStyle: 'none', ...(resource.list.strongRow?.(row) && { '& dd': { fontWeight: 700 } }) }}
    >
      <CardContent onClick={onOpen} sx={{ cursor: 'pointer', pb: 1, '&:last-child': { pb: 1 } }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
          {onSelect && (
            <Checkbox
              checked={Boolean(selected)}
              onClick={(e) => e.stopPropagation()}
              onChange={(e) => onSelect(e.target.checked)}
              slotProps={{ input: { 'aria-label': selectLabel } }}
              sx={{ p: 0.5, mt: -0.5, ml: -0.5 }}
              data-testid={`resource-card-select-${row.id}`}
            />
          )}
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere', flexGrow: 1 }} data-testid="resource-card-title">
            {main ? value(main) : resource.title(row, t)}
          </Typography>
        </Box>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)', columnGap: 1.5, rowGap: 0.75, m: 0, mt: 1 }}>
          {lines.map((column) => (
            <Box key={column.field} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {label(column)}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }} data-field={column.field}>
                {value(column)}
              </Typography>
            </Box>
          ))}
        </Box>
      </CardContent>
      {actions.length > 0 && (
        <CardActions sx={{ justifyContent: 'flex-end', flexWrap: 'wrap', pt: 0 }}>
          {actions.map((action) => (
            <Tooltip key={action.key} title={action.label}>
              <IconButton onClick={action.onClick} aria-label={action.label} data-testid={action.testId}>
                {action.icon}
              </IconButton>
            </Tooltip>
          ))}
        </CardActions>
      )}
    </Card>
  );
}
