import { FormLabel, Stack } from '@mui/material';
import { Controller } from 'react-hook-form';
import type { Permission } from '@harmony/shared';
import type { FormFieldProps } from '../../../components/resource/types';
import { PermissionMatrix } from './permission-matrix';

/** The matrix as a field of a declared form (`kind: 'custom'`): its value is the `permissions` list. */
export function PermissionMatrixField({ field, control, label, error, readOnly }: FormFieldProps) {
  return (
    <Controller
      name={field.name}
      control={control}
      render={({ field: f }) => (
        <Stack spacing={1} component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
          <FormLabel component="legend">{label}</FormLabel>
          <PermissionMatrix
            value={Array.isArray(f.value) ? (f.value as Permission[]) : []}
            onChange={f.onChange}
            disabled={Boolean(readOnly)}
            error={error}
          />
        </Stack>
      )}
    />
  );
}
