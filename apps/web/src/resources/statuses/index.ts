import { type Status, statusesContract, routePath } from '@harmony/shared';
import { defineResource } from '../../components/resource/define-resource';
import { statusLikeForm, statusLikeList } from '../../components/resource/status-like';

/** Statuses: /administrator/statusy (+ /dodaj). The route table has no edit screen, so editing is a dialog on the list. */
export const statuses = defineResource<Status & Record<string, unknown>>({
  contract: statusesContract,
  routes: { create: routePath('adminStatusesCreate') },
  list: statusLikeList,
  form: statusLikeForm('#1e88e5'),
});
