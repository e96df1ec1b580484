import { List } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { VisibleMenuItem } from '../../lib/menu/visible-menu';
import { SideMenuGroup } from './side-menu-group';
import { SideMenuLink } from './side-menu-link';

export const SIDE_MENU_ID = 'side-menu';

export function SideMenu({ items, onNavigate }: { items: VisibleMenuItem[]; onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <nav id={SIDE_MENU_ID} aria-label={t('topbar.mainMenu')} data-testid="side-menu">
      <List sx={{ py: 1 }}>
        {items.map((item) =>
          item.children ? (
            <SideMenuGroup key={item.key} item={item} onNavigate={onNavigate} />
          ) : (
            <SideMenuLink key={item.key} item={item} onNavigate={onNavigate} />
          ),
        )}
      </List>
    </nav>
  );
}
