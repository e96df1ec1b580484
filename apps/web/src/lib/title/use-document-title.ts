import { useEffect } from 'react';
import { TITLE_TEMPLATE } from '@harmony/shared';
import { formatTitle } from './format-title';

export function useDocumentTitle(title: string, template: string = TITLE_TEMPLATE): void {
  useEffect(() => {
    // An empty title is one not worded yet (use-route-title.ts): the tab keeps what it shows.
    if (!title) return;
    document.title = formatTitle(title, template);
  }, [title, template]);
}
