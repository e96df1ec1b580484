import { useState } from 'react';
import { Collapse, List, ListItem, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { MenuIcon } from '../../components/menu-icon';
import type { VisibleMenuItem } from '../../lib/menu/visible-menu';
import { SideMenuLink } from './side-menu-link';

/** A section with children (Administracja, Produkty, Mailing); open by default so every entry is in reach. */
export function SideMenuGroup({ item, onNavigate }: { item: VisibleMenuItem; onNavigate?: () => void }) {
  const [open, setOpen] = useState(true);
  const listId = `menu-group-${item.key}`;
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      <ListItemButton
        data-testid={`menu-${item.key}`}
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        aria-controls={listId}
        sx={{ borderRadius: 1, mx: 1 }}
      >
        <ListItemIcon sx={{ minWidth: 40 }}>
          <MenuIcon name={item.icon} />
        </ListItemIcon>
        <ListItemText primary={item.label} />
        {open ? <ExpandLess aria-hidden="true" /> : <ExpandMore aria-hidden="true" />}
      </ListItemButton>
      <Collapse in={open} timeout="auto">
        <List id={listId} disablePadding>
          {item.children?.map((child) => <SideMenuLink key={child.key} item={child} nested onNavigate={onNavigate} />)}
        </List>
      </Collapse>
    </ListItem>
  );
}
