import type { ReactNode } from 'react';
import { CMS_MENU } from '@harmony/shared';
import { ShellLayout } from '../shell/shell-layout';

/** The content and shop part ("Harmony CMS"). */
export function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <ShellLayout area="cms" menu={CMS_MENU}>
      {children}
    </ShellLayout>
  );
}
