import { useEffect } from 'react';
import { TITLE_TEMPLATE } from '@harmony/shared';
import { formatTitle } from './format-title';

export function useDocumentTitle(title: string, template: string = TITLE_TEMPLATE): void {
  useEffect(() => {
    document.title = formatTitle(title, template);
  }, [title, template]);
}
