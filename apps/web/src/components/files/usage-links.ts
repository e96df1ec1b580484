import { routePath, type FileUsage, type FileUsageKind } from '@harmony/shared';
import { editPathOf } from '../resource/define-resource';

/** Route-table names of each kind's list and edit screen; pop-ups are edited in a dialog on their list. */
const SCREENS: Record<FileUsageKind, { list: string; edit?: string }> = {
  products: { list: 'products', edit: 'productsEdit' },
  realizations: { list: 'realizations', edit: 'realizationsEdit' },
  posts: { list: 'posts', edit: 'postsEdit' },
  pages: { list: 'pages', edit: 'pagesEdit' },
  galleries: { list: 'galleries', edit: 'galleriesEdit' },
  sliders: { list: 'sliders', edit: 'slidersEdit' },
  popups: { list: 'popups' },
};

/** The Polish path of the screen where a record that shows a file is edited (localise it for the reader). */
export function usagePath({ kind, id }: Pick<FileUsage, 'kind' | 'id'>): string {
  const { list, edit } = SCREENS[kind];
  return edit ? editPathOf(routePath(edit), id) : routePath(list);
}

/** The route-table name of a kind's list: its title (`routes.<name>`) names the kind. */
export const usageListRoute = (kind: FileUsageKind): string => SCREENS[kind].list;
