import { type Type, typesContract } from '@harmony/shared';
import { defineResource } from '../../components/resource/define-resource';
import { statusLikeForm, statusLikeList } from '../../components/resource/status-like';
import { TypeNotes } from './type-notes';

/** Admin types: /typy (+ /dodaj, /{id}/edycja) at the seed's /api/v1/admin/types; notes on the edit screen. */
export const types = defineResource<Type & Record<string, unknown>>({
  contract: typesContract,
  routes: { create: '/typy/dodaj', edit: '/typy/:id/edycja' },
  list: statusLikeList,
  form: statusLikeForm('#43a047'),
  editExtras: TypeNotes,
});
