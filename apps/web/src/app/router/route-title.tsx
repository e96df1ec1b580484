import type { LayoutName, RouteDef } from '@harmony/shared';
import { templateForLayout } from '../../lib/title/format-title';
import { useDocumentTitle } from '../../lib/title/use-document-title';
import { useRouteTitle } from '../../lib/title/use-route-title';

/** Rendered only with the screen itself, so it retakes the title from an error page that was shown before. */
export function RouteTitle({ route, layout }: { route: RouteDef; layout: LayoutName }) {
  useDocumentTitle(useRouteTitle(route.name), templateForLayout(layout));
  return null;
}
