import type { Type } from '@harmony/shared';
import { defineResource } from '../../components/resource/define-resource';
import { statusLikeForm, statusLikeList } from '../status-like';
import { TypeNotes } from './type-notes';

/** Admin types: /typy (+ /dodaj, /{id}/edycja) at the seed's /api/v1/admin/types; notes on the edit screen. */
export const types = defineResource<Type & Record<string, unknown>>({
  name: 'types',
  path: '/api/v1/admin/types',
  subject: 'Administracja',
  routes: { list: '/typy', create: '/typy/dodaj', edit: '/typy/:id/edycja' },
  list: statusLikeList,
  form: statusLikeForm('#43a047'),
  editExtras: TypeNotes,
});
