import type { ComponentType } from 'react';
import type { TFunction } from 'i18next';
import type { Contract } from '@harmony/shared';
import type {
  ListBulkAction, ListExport, ResourceActions, ResourceColumn, ResourceFilter, ResourceForm, ResourceRoutes, ResourceRow, RowAction, RowActionContext,
} from './types';

/**
 * What the web reads from a shared contract (packages/shared/src/resources/contract.ts): its identity
 * (name, API path, permission, list route, label group) and its list (sortable fields, default sort and its direction).
 */
export type ResourceContract = Pick<Contract, 'name' | 'path' | 'segment' | 'permission' | 'sortable' | 'labelKey'> & {
  list: { defaultSort: string; defaultOrder?: 'asc' | 'desc' };
};

/** The list screen of a resource. */
export interface ResourceList<T extends ResourceRow = ResourceRow> {
  columns: ResourceColumn<T>[];
  filters?: ResourceFilter[];
  /** Sort the API applies when the URL names none (the shared list query's default); from the contract when there is one. */
  defaultSort?: { field: string; order: 'asc' | 'desc' };
  searchable?: boolean;
  /**
   * The field that names a row: it gets room in the table (a wider minimum, wrapped to two lines) and is
   * the title of the row's card on a phone. Default: the first column shown by default other than `id`.
   */
  mainField?: string;
  /** An extra test id on the list's wrapper (e2e: `activity-list`). */
  testId?: string;
  /** Test-id prefixes of the row actions (default `row-edit`, `row-delete`): `<prefix>-<id>`. */
  rowTestIds?: { edit?: string; delete?: string };
  /** Row height in px (e.g. for thumbnails); default the grid's. */
  rowHeight?: number;
  /** Beside the heading's "Add" button (e.g. a link to an import). */
  headerExtras?: ComponentType<{ resource: Resource<T> }>;
  /** Between the heading and the list (e.g. an upload area). */
  aboveList?: ComponentType<{ resource: Resource<T> }>;
  /** Query parameters every call of the list (and its exports) carries, e.g. `{ archived: 'true' }`. */
  fixedQuery?: Record<string, string>;
  /**
   * The list's own endpoint when it is not the collection (the mail's outbox: `/api/mails/queue` beside the sent
   * mail's `/api/mails`); single records still live under the resource's path.
   */
  path?: string;
  /** Downloads beside the CSV export. */
  exports?: ListExport[];
  /**
   * Rows carry `parent_id`: shown as a tree (indented, expand/collapse) instead of the table; with `reorder`,
   * a row dragged among its siblings is moved with `PUT <item path>/{id}/move`.
   */
  tree?: boolean;
  /** Rows carry `position`: dragged (mouse or keyboard) into order, saved with `PUT <path>/order` { ids }. */
  reorder?: boolean;
  /** Actions on the chosen rows (or all matching the filter) beside the bulk delete; see ListBulkAction. */
  bulkActions?: ListBulkAction[];
  /**
   * The URL query parameter naming the record open in the item modal (`message`: `/wiadomosci?message=7`), so a
   * link (a notification's) opens it and Back closes it; a record not on the page is fetched by its id.
   */
  itemParam?: string;
  /** Rows shown in bold (an unread message). */
  strongRow?(row: T): boolean;
}

/** Everything a declaration says besides the resource's identity. */
interface ResourceParts<T extends ResourceRow> {
  /** Where single records live when not under `path` (a nested collection: list /api/users/7/rates, item /api/rates/{id}). */
  itemPath?: string;
  /** The field its screens name a record by instead of the id (a form's `uuid`: /formularze/{uuid}/edytuj); the API takes either. */
  key?: string;
  /**
   * The record from the item call's answer when that is not the record itself (the seed's mail: an array whose
   * first element is the mail); the form, its access check and the item modal read what this returns.
   */
  readItem?(body: unknown): T;
  /** How a record is named in confirmations and titles. */
  title?(row: T, t: TFunction): string;
  form?: ResourceForm;
  actions?: Partial<ResourceActions>;
  /** Replaces the default details of the item modal; `onClose` closes the modal (after a step that ends the reading). */
  itemDetails?: ComponentType<{ item: T; resource: Resource<T>; onClose?(): void }>;
  /**
   * Shown under the form when editing (e.g. the notes panel), with the record as loaded; `onReplaced` hands
   * the form a record saved elsewhere (a restored version), which it then shows.
   */
  editExtras?: ComponentType<EditExtrasProps<T>>;
  /** Row actions beside edit and delete. */
  rowActions?: RowAction<T>[];
  /** Whether this row may be edited and deleted (e.g. not in a locked month); default: every row. */
  rowWritable?(row: T, ctx: RowActionContext): boolean;
}

/**
 * A resource with a shared contract (STYLE rule 10): name, path, permission, label group, default sort,
 * which columns sort and the list route all come from it, so none of them is written here.
 */
export interface ContractResourceDefinition<T extends ResourceRow = ResourceRow> extends ResourceParts<T> {
  contract: ResourceContract;
  /** The list route is the contract's `segment`, or a further view of the collection under it (`/projekty/archiwalne`). */
  routes: Omit<ResourceRoutes, 'list'> & { list?: string };
  /** Columns say nothing of sorting: a column sorts exactly when its field is in `contract.sortable`. */
  list: Omit<ResourceList<T>, 'defaultSort' | 'columns'> & { columns: Omit<ResourceColumn<T>, 'sortable'>[] };
  name?: never;
  path?: never;
  subject?: never;
  labelKey?: never;
}

/** A resource the shared package has no contract for yet: its identity is written out here. */
export interface OwnResourceDefinition<T extends ResourceRow = ResourceRow> extends ResourceParts<T> {
  contract?: undefined;
  /** One name per resource (kebab-case plural): cache keys, preferences, notes type. */
  name: string;
  /** The API collection, e.g. /api/users. */
  path: string;
  /** Permission subject; verbs listowanie / dodawanie / edycja / usuwanie. */
  subject: string;
  routes: ResourceRoutes;
  /** i18n key of a field's label (lower case, also used inside validation messages). */
  labelKey?(field: string): string;
  list: ResourceList<T>;
}

export type ResourceDefinition<T extends ResourceRow = ResourceRow> = ContractResourceDefinition<T> | OwnResourceDefinition<T>;

/** A declaration after defineResource: identity read from the contract, defaults filled in, route names resolved. */
/** What an edit screen's extras get. */
export interface EditExtrasProps<T extends ResourceRow = ResourceRow> {
  id: number;
  resource: Resource<T>;
  record: T;
  onReplaced(record: T): void;
}

export interface Resource<T extends ResourceRow = ResourceRow> extends ResourceParts<T> {
  contract?: ResourceContract;
  name: string;
  path: string;
  subject: string;
  routes: ResourceRoutes;
  labelKey(field: string): string;
  title(row: T, t: TFunction): string;
  list: ResourceList<T>;
  actions: ResourceActions;
  /** Route-table names of list / create / edit (the screens registry is keyed by them). */
  routeNames: { list: string; create?: string; edit?: string };
}

// A registry holds resources of any row type; their own files keep the precise one.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- `unknown` would refuse every resource (its callbacks take a row).
export type AnyResource = Resource<any>;
