import type { ReactNode } from 'react';
import { Typography } from '@mui/material';

/** A part of a details view (the answer, its files, the thread): a heading below the dialog's title. */
export function SectionTitle({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <Typography variant="subtitle1" component="h3" id={id} sx={{ fontWeight: 600, mt: 2, mb: 0.5, '&:first-of-type': { mt: 0 } }}>
      {children}
    </Typography>
  );
}
