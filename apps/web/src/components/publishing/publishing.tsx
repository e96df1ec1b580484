import { Chip } from '@mui/material';
import { PUBLISH_STATES, PUBLISH_STATUSES, type PublishState } from '@harmony/shared';
import type { FormField, OptionItem, RenderContext, ResourceRow } from '../resource/types';

/*
 * Publishing in declarations (posts, pages: packages/shared resources/publishing.ts): what a record is now in a
 * list (a chip and a filter), and its status with the live window in a form.
 */

type ChipColour = 'default' | 'primary' | 'success' | 'warning';

/**
 * A list cell of what a record is now (its `state`), as a chip of the state's colour labelled `{labels}.{state}`;
 * its test id `{testId}-{row id}`. Publishing's and the pop-ups' states.
 */
export const stateCell = <S extends string>(colours: Record<S, ChipColour>, labels: string) => (testId: string) =>
  (row: ResourceRow, { t }: RenderContext) => {
    const state = row.state as S;
    return <Chip size="small" color={colours[state]} label={t(`${labels}.${state}`)} data-testid={`${testId}-${String(row.id)}`} />;
  };

const COLOURS: Record<PublishState, ChipColour> = {
  // info's white on blue is 3.9:1 (axe): primary carries dark text.
  draft: 'default', scheduled: 'primary', published: 'success', expired: 'warning',
};

/** The list cell: draft, scheduled, published or expired now. */
export const publishStateCell = stateCell(COLOURS, 'publishing.states');

/** The list filter's options by state now. */
export const publishStateOptions: OptionItem[] = PUBLISH_STATES.map((value) => ({ value, labelKey: `publishing.states.${value}` }));

const statuses: OptionItem[] = PUBLISH_STATUSES.map((value) => ({ value, labelKey: `publishing.statuses.${value}` }));
const isDraft = (values: Record<string, unknown>) => values.status === 'draft';

/** The form's status and, unless a draft, its publish and unpublish times (Warsaw time). */
export const publishingFields = (): FormField[] => [
  { name: 'status', kind: 'select', options: statuses, span: 4 },
  { name: 'publish_at', kind: 'dateTime', span: 4, hidden: isDraft },
  { name: 'unpublish_at', kind: 'dateTime', span: 4, hidden: isDraft },
];
