import { projectInput, showsProjectMoney } from '@harmony/shared';
import type { ResourceForm, ResourceRow } from '../../components/resource/types';
import { formCategoryOptions, formLeaderOptions, formStatusOptions } from '../../components/projects/project-options';

const idText = (value: unknown) => (value === null || value === undefined ? '' : String(value));
const numberOrEmpty = (value: unknown) => (value === null || value === undefined ? '' : value);

/** The project form (/projekty/dodaj, /projekty/{id}/edycja) on the shared projectInput. */
export const projectForm: ResourceForm = {
  schema: projectInput,
  fields: [
    { name: 'name', kind: 'text' },
    { name: 'customer', kind: 'text' },
    // GET /api/projects/options: what the API accepts here, for a Lider too (no administration lists needed).
    { name: 'category_id', kind: 'select', options: formCategoryOptions, clearable: true, span: 4 },
    { name: 'status_id', kind: 'select', options: formStatusOptions, clearable: true, span: 4 },
    { name: 'leader_id', kind: 'select', options: formLeaderOptions, clearable: true, span: 4 },
    { name: 'budget_hours', kind: 'number', span: 4 },
    // Money the API left out of the record (projects/money.ts) is not the caller's to see or change; it keeps its value.
    { name: 'budget_amount', kind: 'number', span: 4, hidden: (_values, { mode, record }) => mode === 'edit' && !!record && !showsProjectMoney(record) },
    { name: 'deadline', kind: 'date', span: 4 },
    { name: 'description', kind: 'text', multiline: true, wide: true },
  ],
  defaults: { name: '', customer: '', description: '', category_id: '', status_id: '', leader_id: '', budget_hours: '', budget_amount: '', deadline: '' },
  // Selects hold text ids; empty budgets and deadline are ''.
  fromRecord: (record: ResourceRow) => ({
    ...record,
    category_id: idText(record.category_id),
    status_id: idText(record.status_id),
    leader_id: idText(record.leader_id),
    budget_hours: numberOrEmpty(record.budget_hours),
    budget_amount: numberOrEmpty(record.budget_amount),
    deadline: record.deadline ?? '',
  }),
};
