import type { ReactNode } from 'react';
import { CRM_MENU } from '@harmony/shared';
import { ShellLayout } from '../shell/shell-layout';

export function CrmLayout({ children }: { children: ReactNode }) {
  return (
    <ShellLayout area="crm" menu={CRM_MENU}>
      {children}
    </ShellLayout>
  );
}
