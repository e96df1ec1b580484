import { Accordion, AccordionDetails, AccordionSummary, List, ListItemButton, ListItemText, Typography } from '@mui/material';
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

export function DemoAccounts({ onPick }: { onPick(email: string, password: string): void }) {
  const { t } = useTranslation();
  return (
    <Accordion disableGutters variant="outlined" data-testid="demo-accounts" sx={{ mt: 3 }}>
      <AccordionSummary expandIcon={<ExpandMore />} aria-controls="demo-accounts-list" id="demo-accounts-heading">
        <Typography component="h2" variant="subtitle2">
          {t('auth.demoAccounts')}
        </Typography>
      </AccordionSummary>
      <AccordionDetails id="demo-accounts-list" sx={{ pt: 0 }}>
        <Typography variant="body2" color="text.secondary">
          {t('auth.demoHint', { password: DEMO_PASSWORD })}
        </Typography>
        <List dense>
          {ACCOUNTS.map((account) => (
            <ListItemButton key={account.email} onClick={() => onPick(account.email, DEMO_PASSWORD)} data-testid={`demo-${account.email}`}>
              <ListItemText primary={account.email} secondary={t(`roleNames.${account.role}`)} />
            </ListItemButton>
          ))}
        </List>
      </AccordionDetails>
    </Accordion>
  );
}
