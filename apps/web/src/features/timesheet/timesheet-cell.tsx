import { InputBase, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatCell, parseCell, textOf, type SheetRow } from './timesheet-model';

interface Props {
  row: SheetRow;
  day: string;
  /** `rowIndex:dayIndex`, for moving with Enter and the arrows (timesheet-grid.tsx). */
  position: string;
  label: string;
  readOnly: boolean;
  /** The server's refusal of this cell. */
  error?: string;
  onChange(text: string): void;
}

/**
 * One day of one row: hours typed as "1:30", "1,5" or "90m", shown back as H:MM once the cell is left. A cell
 * that does not read as time, or that the server refused, is marked and says why.
 */
export function TimesheetCell({ row, day, position, label, readOnly, error, onChange }: Props) {
  const { t } = useTranslation();
  const text = textOf(row, day);
  const unreadable = parseCell(text) === null;
  const message = error ?? (unreadable ? t('timesheet.grid.invalid') : '');
  const changed = row.typed[day] !== undefined && parseCell(text) !== (row.saved[day] ?? 0);
  return (
    <Tooltip title={message}>
      <InputBase
        value={text}
        onChange={(e) => onChange(e.target.value)}
        onBlur={() => {
          const minutes = parseCell(text);
          if (minutes !== null && formatCell(minutes) !== text) onChange(formatCell(minutes));
        }}
        onFocus={(e) => e.target.select()}
        readOnly={readOnly}
        error={Boolean(message)}
        inputProps={{
          inputMode: 'decimal',
          'aria-label': label,
          'aria-invalid': Boolean(message),
          'data-cell': position,
          'data-testid': `timesheet-cell-${row.key}-${day}`,
          style: { textAlign: 'center', padding: '6px 2px' },
        }}
        sx={{
          width: 68,
          border: 1,
          borderRadius: 1,
          fontVariantNumeric: 'tabular-nums',
          borderColor: message ? 'error.main' : changed ? 'primary.main' : 'divider',
          bgcolor: readOnly ? 'action.hover' : changed ? 'action.selected' : 'transparent',
          fontWeight: changed ? 600 : 400,
          '&.Mui-focused': { borderColor: 'primary.main', boxShadow: (theme) => `0 0 0 1px ${theme.palette.primary.main}` },
        }}
      />
    </Tooltip>
  );
}
