import { PUSH_AUDIENCES, PUSH_GROUP_OPTIONS_PATH, PUSH_USER_OPTIONS_PATH, pushInput } from '@harmony/shared';
import type { ResourceForm } from '../../components/resource/types';
import { enumOptions } from '../../components/resource/use-options';

/**
 * /push/new: title, body, an optional link, the audience — everyone, a group (picked) or chosen users (picked) — and
 * when (Warsaw time; empty is now), checked by the API's own schema. The pickers are the push module's own (a push
 * sender may lack the administration's subjects the groups' and users' lists need).
 */
export const pushForm: ResourceForm = {
  schema: pushInput,
  fields: [
    { name: 'title', kind: 'text', wide: true },
    { name: 'body', kind: 'text', multiline: true, wide: true },
    { name: 'link', kind: 'text', wide: true },
    { name: 'audience', kind: 'select', options: enumOptions(PUSH_AUDIENCES, 'push.audiences') },
    { name: 'group_id', kind: 'relation', optionsPath: PUSH_GROUP_OPTIONS_PATH, hidden: (values) => values.audience !== 'group' },
    { name: 'user_ids', kind: 'relation', multiple: true, optionsPath: PUSH_USER_OPTIONS_PATH, hidden: (values) => values.audience !== 'users' },
    { name: 'scheduled_at', kind: 'dateTime' },
  ],
  defaults: { title: '', body: '', link: '', audience: 'everyone', group_id: null, user_ids: [], scheduled_at: null },
  submitLabel: { create: 'pushScreens.form.send' },
  testId: 'push-form',
};
