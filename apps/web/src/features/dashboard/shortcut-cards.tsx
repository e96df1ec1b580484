import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { MenuIcon } from '../../components/menu-icon';
import { useLocale } from '../../lib/i18n/use-locale';
import type { VisibleMenuItem } from '../../lib/menu/visible-menu';
import { prefetchPath } from '../../lib/pwa/prefetch';

export function ShortcutCards({ items }: { items: VisibleMenuItem[] }) {
  const { t } = useTranslation();
  const { to } = useLocale();
  if (!items.length) return <Typography color="text.secondary">{t('dashboard.noShortcuts')}</Typography>;
  return (
    <Box
      component="ul"
      data-testid="dashboard-shortcuts"
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' }}
    >
      {items.map((item) => {
        const target = to(item.path ?? '/');
        return (
          <li key={item.key}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardActionArea
                component={RouterLink}
                to={target}
                data-testid={`shortcut-${item.key}`}
                onMouseEnter={() => void prefetchPath(target)}
                onFocus={() => void prefetchPath(target)}
                sx={{ height: '100%' }}
              >
                <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
                  <Box sx={{ color: 'primary.main', display: 'flex' }}>
                    <MenuIcon name={item.icon} fontSize="large" />
                  </Box>
                  <Typography variant="subtitle1" component="span" sx={{ fontWeight: 500 }}>
                    {item.label}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </li>
        );
      })}
    </Box>
  );
}
