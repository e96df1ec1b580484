import type { ReactElement } from 'react';
import { Button, Stack } from '@mui/material';
import Code from '@mui/icons-material/Code';
import Inbox from '@mui/icons-material/Inbox';
import ListAlt from '@mui/icons-material/ListAlt';
import Settings from '@mui/icons-material/Settings';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePath } from '@harmony/shared';
import { useMayOpen } from '../../lib/can/route-access';
import { useLocale } from '../../lib/i18n/use-locale';

/** A form's screens, by route name, with the link's text and icon. */
export const FORM_SCREENS: readonly { route: string; label: string; icon: ReactElement; testId: string }[] = [
  { route: 'formsEdit', label: 'formsWeb.links.settings', icon: <Settings />, testId: 'form-link-settings' },
  { route: 'formsAssignedFields', label: 'formsWeb.links.fields', icon: <ListAlt />, testId: 'form-link-fields' },
  { route: 'formsGenerated', label: 'formsWeb.links.embed', icon: <Code />, testId: 'form-link-embed' },
  { route: 'formsAnswers', label: 'formsWeb.links.answers', icon: <Inbox />, testId: 'form-link-answers' },
];

/** `/formularze/:uuid/odpowiedzi` of one form. */
export const formScreenPath = (route: string, uuid: string) => routePath(route).replace(':uuid', uuid);

/** Links from one of a form's screens to its others (settings, fields, embed code, answers), those the user may open. */
export function FormLinks({ uuid, current }: { uuid: string; current: string }) {
  const { t } = useTranslation();
  const { to } = useLocale();
  const mayOpen = useMayOpen();
  const shown = FORM_SCREENS.filter((s) => s.route !== current && mayOpen(routePath(s.route)));
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {shown.map((s) => (
        <Button key={s.route} component={Link} to={to(formScreenPath(s.route, uuid))} variant="outlined" startIcon={s.icon} data-testid={s.testId}>
          {t(s.label)}
        </Button>
      ))}
    </Stack>
  );
}
