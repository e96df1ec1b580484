import { use, useState, type ReactNode } from 'react';
import { Box, Drawer, Toolbar, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useQueryClient } from '@tanstack/react-query';
import type { MenuItem } from '@harmony/shared';
import { AlertSnackbar } from '../../components/alert-snackbar';
import { LoadingBar } from '../../components/loading-bar';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/skip-link';
import { appConfigSettled } from '../../lib/app-config/use-app-config';
import { useTopBarScroll } from '../../lib/hooks/use-top-bar-scroll';
import { useImpersonatingFlag } from '../../lib/impersonation/impersonation-flag';
import { useVisibleMenu } from '../../lib/menu/use-visible-menu';
import { AdminTabs } from './admin-tabs';
import { ImpersonationBanner } from './impersonation-banner';
import { SideMenu } from './side-menu';
import { TopBar } from './top-bar';
import { useIdlePrefetch } from './use-idle-prefetch';

export const DRAWER_WIDTH = 264;

export interface ShellLayoutProps {
  area: 'crm' | 'cms';
  menu: MenuItem[];
  children: ReactNode;
}

/**
 * The CRM and default layouts: top bar, side drawer (open by default on wide screens; on phones it is a
 * temporary drawer that would otherwise cover the page), content, alert snackbar and impersonation banner.
 */
export function ShellLayout({ area, menu, children }: ShellLayoutProps) {
  // The menu and the names come from the app config: the shell waits for it (behind the page loader), so
  // it renders once, and no answer arrives while React is rendering it in slices.
  use(appConfigSettled(useQueryClient()));
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [desktopOpen, setDesktopOpen] = useState(true);
  const [mobileOpen, setMobileOpen] = useState(false);
  const open = wide ? desktopOpen : mobileOpen;
  const scroll = useTopBarScroll();
  const items = useVisibleMenu(menu);
  const impersonating = useImpersonatingFlag();
  useIdlePrefetch(items);

  const toggle = () => (wide ? setDesktopOpen((o) => !o) : setMobileOpen((o) => !o));
  const transition = theme.transitions.create(['margin', 'width'], { duration: theme.transitions.duration.shorter });

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <SkipLink />
      <LoadingBar />
      <TopBar area={area} scroll={scroll} drawerOpen={open} onToggleDrawer={toggle} />
      <Drawer
        variant={wide ? 'persistent' : 'temporary'}
        open={open}
        onClose={() => setMobileOpen(false)}
        sx={{ width: wide && open ? DRAWER_WIDTH : 0, flexShrink: 0, transition }}
        slotProps={{ paper: { sx: { width: DRAWER_WIDTH, boxSizing: 'border-box' } } }}
      >
        <Toolbar variant={scroll.dense ? 'dense' : 'regular'} />
        <SideMenu items={items} onNavigate={wide ? undefined : () => setMobileOpen(false)} />
      </Drawer>
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, md: 3 }, pb: impersonating ? 10 : 3, outline: 'none', transition }}
      >
        <Toolbar variant={scroll.dense ? 'dense' : 'regular'} />
        <AdminTabs />
        {children}
      </Box>
      <AlertSnackbar />
      <ImpersonationBanner />
    </Box>
  );
}
