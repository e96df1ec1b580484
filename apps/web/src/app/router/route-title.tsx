import { useTranslation } from 'react-i18next';
import type { LayoutName, RouteDef } from '@harmony/shared';
import { templateForLayout } from '../../lib/title/format-title';
import { useDocumentTitle } from '../../lib/title/use-document-title';

/** Rendered only with the screen itself, so it retakes the title from an error page that was shown before. */
export function RouteTitle({ route, layout }: { route: RouteDef; layout: LayoutName }) {
  const { t } = useTranslation();
  useDocumentTitle(t(`routes.${route.name}`), templateForLayout(layout));
  return null;
}
