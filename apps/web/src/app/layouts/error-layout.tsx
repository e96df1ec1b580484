import type { ReactNode } from 'react';
import { Box } from '@mui/material';

/** The bare, centred layout of error pages: no menu, no top bar. */
export function ErrorLayout({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 3, bgcolor: 'background.default' }}>
      {children}
    </Box>
  );
}
