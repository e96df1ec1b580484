import Code from '@mui/icons-material/Code';
import Inbox from '@mui/icons-material/Inbox';
import ListAlt from '@mui/icons-material/ListAlt';
import { routePath } from '@harmony/shared';
import { formScreenPath } from '../../components/forms/form-links';
import type { RowAction } from '../../components/resource/types';
import { mayOpen } from '../../lib/can/route-access';

type FormRow = { id: number; uuid: string } & Record<string, unknown>;

/** A row action leading to one of the form's screens (by its UUID), shown to whoever the router would let in. */
const screenAction = (key: string, route: string, label: string, icon: RowAction<FormRow>['icon']): RowAction<FormRow> => ({
  key,
  label,
  icon,
  testId: (row) => `form-${key}-${row.id}`,
  shown: (_row, ctx) => mayOpen(ctx.user, routePath(route)),
  run: (row, ctx) => ctx.navigate(formScreenPath(route, row.uuid)),
});

/** The forms list's way to a form's answers, its assigned fields and its embed code. */
export const formScreenActions: RowAction<FormRow>[] = [
  screenAction('answers', 'formsAnswers', 'formsWeb.links.answers', <Inbox />),
  screenAction('fields', 'formsAssignedFields', 'formsWeb.links.fields', <ListAlt />),
  screenAction('embed', 'formsGenerated', 'formsWeb.links.embed', <Code />),
];
