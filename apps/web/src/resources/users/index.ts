import { usersContract, type UserRow, routePath } from '@harmony/shared';
import { defineResource } from '../../components/resource/define-resource';
import { lazyPart } from '../../components/resource/lazy-part';
import { dateTime } from '../../components/resource/renderers';
import { impersonateAction } from './impersonation/impersonate-action';
import { roleOptions } from './role-options';
import { activeCell, fullName, lastLoginCell, rolesCell } from './user-cells';
import { UserImportLink } from './user-import-link';

const UserEditExtras = lazyPart(() => import('./user-edit-extras').then((m) => m.UserEditExtras));

type Row = UserRow & Record<string, unknown>;
const hidesPasswords = (values: Record<string, unknown>) => Boolean(values.send_password);

/**
 * Users: /administrator/uzytkownicy (+ /dodaj, /{id}/edytuj, /import). Created with a set-password e-mail
 * (`?send_password=1`) or a password; the edit screen changes the password separately and keeps notes.
 * The API has no restore, bulk delete or CSV export for users.
 */
export const users = defineResource<Row>({
  contract: usersContract,
  routes: { create: routePath('adminUsersCreate'), edit: routePath('adminUsersEdit') },
  title: (row) => fullName(row) || row.email,
  list: {
    columns: [
      { field: 'id', width: 80, hidden: true },
      { field: 'last_name', header: 'userAdmin.fullName', flex: 1.5, render: (row) => fullName(row) },
      { field: 'email', flex: 1.5 },
      { field: 'roles', flex: 1.5, render: rolesCell },
      { field: 'active', width: 120, render: activeCell },
      { field: 'last_login_at', width: 170, render: lastLoginCell },
      { field: 'created_at', hidden: true, render: dateTime('created_at') },
    ],
    filters: [
      { name: 'role', kind: 'select', options: roleOptions },
      { name: 'active', kind: 'boolean' },
    ],
    headerExtras: UserImportLink,
  },
  form: {
    schema: usersContract.input,
    editSchema: usersContract.update,
    fields: [
      { name: 'first_name', kind: 'text' },
      { name: 'last_name', kind: 'text' },
      { name: 'email', kind: 'text' },
      { name: 'roles', kind: 'multiselect', options: roleOptions },
      { name: 'active', kind: 'switch' },
      { name: 'send_password', kind: 'switch', mode: 'create', testId: 'send-password-switch', wide: true },
      { name: 'password', kind: 'password', mode: 'create', hidden: hidesPasswords },
      { name: 'password_confirmation', kind: 'password', mode: 'create', hidden: hidesPasswords },
    ],
    defaults: { first_name: '', last_name: '', email: '', roles: [], active: true, send_password: true, password: '', password_confirmation: '' },
    fromRecord: (record) => ({ ...record, roles: (record.roles as UserRow['roles']).map((r) => String(r.id)) }),
    // With a set-password e-mail there is no password to send.
    toBody: (values, { mode }) => {
      if (mode !== 'create' || !values.send_password) return values;
      const { password: _p, password_confirmation: _c, ...rest } = values;
      return rest;
    },
    createQuery: (values) => (values.send_password ? 'send_password=1' : undefined),
  },
  actions: { export: false, undo: false, bulkDelete: false },
  editExtras: UserEditExtras,
  rowActions: [impersonateAction<Row>()],
});
