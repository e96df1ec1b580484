import { useMemo } from 'react';
import { Box, Checkbox, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { SUBJECTS, VERBS, type Permission, type Subject, type Verb } from '@harmony/shared';
import { allCells, columnCells, coverage, has, rowCells, toggleAll, toggleOne, toKeys, toPermissions } from './permission-set';

export interface PermissionMatrixProps {
  value: readonly Permission[];
  onChange(next: Permission[]): void;
  disabled?: boolean;
  /** The error under the matrix, already in words. */
  error?: string;
}

type Cells = [Subject, Verb][];

/**
 * A user group's permissions as a grid: a row per subject of the catalogue, a column per verb, with
 * "all in the row", "all in the column" and "everything" toggles.
 */
export function PermissionMatrix({ value, onChange, disabled = false, error }: PermissionMatrixProps) {
  const { t } = useTranslation();
  const keys = useMemo(() => toKeys(value), [value]);
  const verbLabel = (verb: Verb) => t(`permissionMatrix.verbs.${verb}`);
  const subjectLabel = (subject: Subject) => t(`permissionMatrix.subjects.${subject}`, { defaultValue: subject });

  const toggle = (label: string, cells: Cells, testId: string) => {
    const state = coverage(keys, cells);
    return (
      <Checkbox
        size="small"
        checked={state === 'all'}
        indeterminate={state === 'some'}
        disabled={disabled}
        onChange={() => onChange(toPermissions(toggleAll(keys, cells)))}
        slotProps={{ input: { 'aria-label': label, 'data-testid': testId } as object }}
      />
    );
  };

  return (
    <Box data-testid="permission-matrix">
      <TableContainer sx={{ border: 1, borderColor: error ? 'error.main' : 'divider', borderRadius: 1 }}>
        <Table size="small" aria-label={t('permissionMatrix.title')}>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">{t('permissionMatrix.subject')}</TableCell>
              {VERBS.map((verb) => (
                <TableCell key={verb} component="th" scope="col" align="center">
                  {verbLabel(verb)}
                </TableCell>
              ))}
              <TableCell component="th" scope="col" align="center">{t('permissionMatrix.allInRowHeader')}</TableCell>
            </TableRow>
            <TableRow>
              <TableCell sx={{ color: 'text.secondary' }}>{t('permissionMatrix.allInColumnHeader')}</TableCell>
              {VERBS.map((verb) => (
                <TableCell key={verb} align="center" padding="checkbox">
                  {toggle(t('permissionMatrix.allInColumn', { verb: verbLabel(verb) }), columnCells(verb), `perm-col-${verb}`)}
                </TableCell>
              ))}
              <TableCell align="center" padding="checkbox">
                {toggle(t('permissionMatrix.everything'), allCells(), 'perm-all')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {SUBJECTS.map((subject) => (
              <TableRow key={subject} hover>
                <TableCell component="th" scope="row">
                  <Typography variant="body2">{subjectLabel(subject)}</Typography>
                  <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
                    {subject}
                  </Typography>
                </TableCell>
                {VERBS.map((verb) => (
                  <TableCell key={verb} align="center" padding="checkbox">
                    <Checkbox
                      size="small"
                      checked={has(keys, subject, verb)}
                      disabled={disabled}
                      onChange={() => onChange(toPermissions(toggleOne(keys, subject, verb)))}
                      slotProps={{
                        input: { 'aria-label': `${subjectLabel(subject)}: ${verbLabel(verb)}`, 'data-testid': `perm-${subject}-${verb}` } as object,
                      }}
                    />
                  </TableCell>
                ))}
                <TableCell align="center" padding="checkbox">
                  {toggle(t('permissionMatrix.allInRow', { subject: subjectLabel(subject) }), rowCells(subject), `perm-row-${subject}`)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {error && (
        <Typography color="error" variant="caption" role="alert" sx={{ display: 'block', mt: 0.5, mx: 1.75 }}>
          {error}
        </Typography>
      )}
    </Box>
  );
}
