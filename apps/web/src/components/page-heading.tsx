import type { ReactNode } from 'react';
import { Typography } from '@mui/material';

/** The page's one h1; end-to-end tests find it by `page-title`. */
export function PageHeading({ children, size = 'large' }: { children: ReactNode; size?: 'large' | 'small' }) {
  return (
    <Typography component="h1" variant={size === 'large' ? 'h4' : 'h5'} data-testid="page-title" sx={{ mb: 2, fontWeight: 500 }}>
      {children}
    </Typography>
  );
}
