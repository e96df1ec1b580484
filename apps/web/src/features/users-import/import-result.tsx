import { Alert, Button, Link as MuiLink, List, ListItem, ListItemText, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ImportCommitResult, ImportRow } from '@harmony/shared';
import { useLocale } from '../../lib/i18n/use-locale';
import { routePath } from '@harmony/shared';

/** After a commit: who was created (ids in the file's row order), each a link to their edit screen. */
export function ImportResult({ result, rows, onAgain }: { result: ImportCommitResult; rows: ImportRow[]; onAgain(): void }) {
  const { t } = useTranslation();
  const { to } = useLocale();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }} data-testid="import-result">
      <Alert severity="success" sx={{ mb: 2 }}>
        {result.message}
      </Alert>
      <Typography variant="h6" component="h2">
        {t('userImport.createdTitle', { count: result.created })}
      </Typography>
      <List dense>
        {result.ids.map((id, i) => {
          const row = rows[i];
          const name = row ? `${row.data.first_name} ${row.data.last_name}`.trim() : `#${id}`;
          return (
            <ListItem key={id} disableGutters>
              <ListItemText
                primary={
                  <MuiLink component={Link} to={to(`/administrator/uzytkownicy/${id}/edytuj`)} data-testid={`import-created-${id}`}>
                    {name}
                  </MuiLink>
                }
                secondary={row?.data.email}
              />
            </ListItem>
          );
        })}
      </List>
      <Stack direction="row" spacing={1}>
        <Button component={Link} to={to(routePath('adminUsers'))} variant="contained">
          {t('userImport.toList')}
        </Button>
        <Button onClick={onAgain} data-testid="import-again">
          {t('userImport.again')}
        </Button>
      </Stack>
    </Paper>
  );
}
