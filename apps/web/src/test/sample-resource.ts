import { statusesContract as contract, type Status } from '@harmony/shared';
import { defineResource } from '../components/resource/define-resource';
import { statusLikeForm, statusLikeList } from '../components/resource/status-like';

/**
 * A plain declared resource for the generic list and form tests (components/resource), built like the
 * statuses resource from its shared contract, so those tests exercise a real declaration without importing resources/.
 */
export const sampleResource = defineResource<Status & Record<string, unknown>>({
  contract,
  routes: { create: `${contract.segment}/dodaj` },
  list: statusLikeList,
  form: statusLikeForm('#1e88e5'),
});
