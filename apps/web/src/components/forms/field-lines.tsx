import { Table, TableBody, TableCell, TableRow } from '@mui/material';

export interface FieldLine {
  key: string;
  label: string;
  value: string;
}

/** What a person sent through a form, one labelled line per field (long texts keep their line breaks). `testId` prefixes each value's id. */
export function FieldLines({ lines, testId }: { lines: readonly FieldLine[]; testId: string }) {
  return (
    <Table size="small">
      <TableBody>
        {lines.map((line) => (
          <TableRow key={line.key}>
            <TableCell component="th" scope="row" sx={{ fontWeight: 500, width: '35%', verticalAlign: 'top' }}>
              {line.label}
            </TableCell>
            <TableCell sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid={`${testId}-${line.key}`}>
              {line.value || '—'}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
