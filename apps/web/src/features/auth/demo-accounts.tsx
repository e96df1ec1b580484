import { useState } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useTranslation } from 'react-i18next';
import { DEMO_PASSWORD } from '@harmony/shared';

const ACCOUNTS = [
  { email: 'superadmin@demo.local', role: 'Superadministrator' },
  { email: 'admin@demo.local', role: 'Administrator' },
  { email: 'lider@demo.local', role: 'Lider' },
  { email: 'kontraktor@demo.local', role: 'Kontraktor' },
] as const;

/** Shown unless the build says VITE_DEMO=false: the embedded mode's demo accounts, one click to fill in. */
export const demoAccountsEnabled = (): boolean => import.meta.env.VITE_DEMO !== 'false';

/**
 * A disclosure (a heading's button that shows the list): drawn like an outlined accordion, without the
 * Accordion, list components and transitions, which the sign-in page would download for one click.
 */
export function DemoAccounts({ onPick }: { onPick(email: string, password: string): void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Box data-testid="demo-accounts" sx={{ mt: 3, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Typography component="h2" variant="subtitle2">
        <Button
          id="demo-accounts-heading"
          aria-expanded={open}
          aria-controls="demo-accounts-list"
          onClick={() => setOpen((was) => !was)}
          color="inherit"
          fullWidth
          endIcon={<ExpandMore sx={{ transform: open ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }} />}
          sx={{ justifyContent: 'space-between', px: 2, py: 1.5, textTransform: 'none', font: 'inherit' }}
        >
          {t('auth.demoAccounts')}
        </Button>
      </Typography>
      <Box id="demo-accounts-list" role="region" aria-labelledby="demo-accounts-heading" hidden={!open} sx={{ px: 2, pb: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {t('auth.demoHint', { password: DEMO_PASSWORD })}
        </Typography>
        <Stack component="ul" sx={{ listStyle: 'none', p: 0, my: 1 }}>
          {ACCOUNTS.map((account) => (
            <li key={account.email}>
              <Button
                onClick={() => onPick(account.email, DEMO_PASSWORD)}
                data-testid={`demo-${account.email}`}
                color="inherit"
                fullWidth
                sx={{ display: 'block', textAlign: 'left', textTransform: 'none', fontWeight: 400, py: 0.75 }}
              >
                <Typography variant="body2" component="span" sx={{ display: 'block' }}>
                  {account.email}
                </Typography>
                <Typography variant="body2" component="span" color="text.secondary" sx={{ display: 'block' }}>
                  {t(`roleNames.${account.role}`)}
                </Typography>
              </Button>
            </li>
          ))}
        </Stack>
      </Box>
    </Box>
  );
}
