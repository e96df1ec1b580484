import { type Type, typesContract, routePath } from '@harmony/shared';
import { defineResource } from '../../components/resource/define-resource';
import { statusLikeForm, statusLikeList } from '../../components/resource/status-like';
import { TypeNotes } from './type-notes';

/** Admin types: /typy (+ /dodaj, /{id}/edycja) at the seed's /api/v1/admin/types; notes on the edit screen. */
export const types = defineResource<Type & Record<string, unknown>>({
  contract: typesContract,
  routes: { create: routePath('typesCreate'), edit: routePath('typesEdit') },
  list: statusLikeList,
  form: statusLikeForm('#43a047'),
  editExtras: TypeNotes,
});
