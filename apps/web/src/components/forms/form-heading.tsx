import type { ReactNode } from 'react';
import { Stack } from '@mui/material';
import type { RouteDef } from '@harmony/shared';
import { useRouteTitle } from '../../lib/title/use-route-title';
import { PageHeading } from '../page-heading';
import { FormLinks } from './form-links';
import { useFormRecord } from './use-form-record';

/**
 * The heading of a form's screen: the screen's title with the form's name ("Odpowiedzi formularza: Kontakt"), the
 * links to the form's other screens, and `children` (the screen's own buttons) beside them.
 */
export function FormHeading({ route, uuid, children }: { route: RouteDef; uuid: string; children?: ReactNode }) {
  const title = useRouteTitle(route.name);
  const name = useFormRecord(uuid).data?.name;
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ justifyContent: 'space-between', alignItems: 'flex-start', flexWrap: 'wrap' }}>
      <PageHeading>{name ? `${title}: ${name}` : title}</PageHeading>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <FormLinks uuid={uuid} current={route.name} />
        {children}
      </Stack>
    </Stack>
  );
}
