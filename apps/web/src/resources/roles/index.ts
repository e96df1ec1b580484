import { roleInput, type RoleRow, rolesContract, routePath } from '@harmony/shared';
import { defineResource } from '../../components/resource/define-resource';
import { lazyPart } from '../../components/resource/lazy-part';
import { builtinCell, roleNameCell } from './role-cells';

const PermissionMatrixField = lazyPart(() => import('./permission-matrix/permission-matrix-field').then((m) => m.PermissionMatrixField));

/**
 * User groups (roles): /administrator/grupy-uzytkownikow (+ /dodaj, /{id?}/edytuj — without an id the
 * edit route lists the groups to pick from). A name and a permission matrix; the built-in groups keep
 * their names, and the API refuses deleting them (or a group with members) with a 422 the list shows.
 */
export const roles = defineResource<RoleRow & Record<string, unknown>>({
  contract: rolesContract,
  routes: { create: routePath('adminGroupsCreate'), edit: routePath('adminGroupsEdit') },
  title: (row, t) => t(`roleNames.${row.name}`, { defaultValue: row.name }),
  list: {
    columns: [
      { field: 'id', width: 80, hidden: true },
      { field: 'name', flex: 2, render: roleNameCell },
      { field: 'builtin', width: 160, render: builtinCell },
    ],
  },
  form: {
    schema: roleInput,
    fields: [
      { name: 'name', kind: 'text', readOnly: ({ record }) => (record?.builtin ? 'groupAdmin.builtinNameHint' : false) },
      { name: 'permissions', kind: 'custom', component: PermissionMatrixField, wide: true },
    ],
    defaults: { name: '', permissions: [] },
  },
  actions: { export: false, undo: false, bulkDelete: false },
});
