import { lazy, Suspense, type ReactNode } from 'react';
import { Box } from '@mui/material';
import { useImpersonatingFlag } from '../../lib/impersonation/impersonation-flag';

// Loaded only while impersonating: the error layout is part of the entry every sign-in page downloads.
const ImpersonationBanner = lazy(() => import('../shell/impersonation-banner').then((m) => ({ default: m.ImpersonationBanner })));

/**
 * The bare, centred layout of error pages: no menu, no top bar. The impersonation banner stays: an error
 * page met while signed in as someone else must still offer the way back to one's own account.
 */
export function ErrorLayout({ children }: { children: ReactNode }) {
  const impersonating = useImpersonatingFlag();
  return (
    <Box
      sx={{
        minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 3,
        pb: impersonating ? 10 : 3, bgcolor: 'background.default',
      }}
    >
      {children}
      {impersonating && (
        <Suspense fallback={null}>
          <ImpersonationBanner />
        </Suspense>
      )}
    </Box>
  );
}
