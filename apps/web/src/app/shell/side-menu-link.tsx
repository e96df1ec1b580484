import { ListItem, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import { NavLink } from 'react-router';
import { MenuIcon } from '../../components/menu-icon';
import { useLocale } from '../../lib/i18n/use-locale';
import type { VisibleMenuItem } from '../../lib/menu/visible-menu';
import { prefetchPath } from '../../lib/pwa/prefetch';

export function SideMenuLink({ item, nested = false, onNavigate }: { item: VisibleMenuItem; nested?: boolean; onNavigate?: () => void }) {
  const { to } = useLocale();
  const target = to(item.path ?? '/');
  const prefetch = () => void prefetchPath(target);
  // A list item, so the menu's <ul> holds only <li>s (axe: list).
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      <ListItemButton
        component={NavLink}
        to={target}
        end={item.path === '/'}
        data-testid={`menu-${item.key}`}
        onMouseEnter={prefetch}
        onFocus={prefetch}
        onClick={onNavigate}
        sx={{
          pl: nested ? 4 : 2,
          borderRadius: 1,
          mx: 1,
          '&.active': { bgcolor: 'action.selected', fontWeight: 600, '& .MuiListItemIcon-root': { color: 'primary.main' } },
        }}
      >
        <ListItemIcon sx={{ minWidth: 40 }}>
          <MenuIcon name={item.icon} fontSize={nested ? 'small' : 'medium'} />
        </ListItemIcon>
        <ListItemText primary={item.label} />
      </ListItemButton>
    </ListItem>
  );
}
