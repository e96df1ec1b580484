import type { ComponentType, ReactElement, ReactNode } from 'react';
import type { TFunction } from 'i18next';
import type { Control, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import type { Locale, SessionUser, Verb } from '@harmony/shared';

/** A record of a resource: anything with a numeric id. */
export type ResourceRow = { id: number } & Record<string, unknown>;

/** What a cell renderer gets besides the row. */
export interface RenderContext {
  t: TFunction;
  locale: Locale;
}

/** An option of a select filter or field: `labelKey` is translated, `label` shown as is. */
export interface OptionItem {
  value: string;
  labelKey?: string;
  label?: string;
}
/**
 * Fixed options, or options loaded once from the API (e.g. users); a failed load gives none. `resource`: a
 * resource whose records the options are made of (the files' folders), loaded again whenever they change.
 */
export type OptionSource = readonly OptionItem[] | { key: string; load(): Promise<OptionItem[]>; resource?: string };

export interface ResourceColumn<T extends ResourceRow = ResourceRow> {
  field: string;
  /** i18n key of the header; default: the resource's label of the field. */
  header?: string;
  sortable?: boolean;
  /** Left out of the default column choice (the user can switch it on). */
  hidden?: boolean;
  width?: number;
  flex?: number;
  /** Narrowest a flex column gets; default 90, or MAIN_COLUMN_MIN_WIDTH for the list's main column. */
  minWidth?: number;
  render?(row: T, ctx: RenderContext): ReactNode;
}

/** `money`: typed in złote, sent in grosze. */
export type FilterKind = 'select' | 'text' | 'boolean' | 'date' | 'money';
export interface ResourceFilter {
  /** The query parameter, in the URL and in the API call. */
  name: string;
  kind: FilterKind;
  /** i18n key; default: the resource's label of the field. */
  label?: string;
  options?: OptionSource;
  /** The value when the URL names none (e.g. this month's first day); an explicitly cleared filter stays cleared. */
  defaultValue?: () => string;
  /** Shown only to users with `listowanie` on one of these subjects (pipe-separated). */
  permission?: string;
}

/** A further download beside the CSV export, e.g. `export.xlsx`: same filters, no paging. */
export interface ListExport {
  /** Appended to the resource's path: `export.xlsx`. */
  file: string;
  /** i18n key of the button. */
  label: string;
  testId: string;
}

export type FieldKind = 'text' | 'color' | 'number' | 'select' | 'multiselect' | 'switch' | 'password' | 'date' | 'time' | 'custom' | RichFieldKind;
/** Kinds whose components load on first use (form/fields/): the pages that don't use them stay small. */
export type RichFieldKind = 'richText' | 'image' | 'file' | 'relation' | 'tree' | 'children' | 'money' | 'dateTime' | 'tags';
export type FormMode = 'create' | 'edit';

/** What a field component gets: custom ones (`kind: 'custom'`) too. */
export interface FormFieldProps {
  field: FormField;
  control: Control<FieldValues>;
  label: string;
  /** The error, already in words. */
  error?: string;
  /** Read-only, with the reason (already in words) as the helper text. */
  readOnly?: string | true;
  /** The error of a path inside the field (`items.2.quantity`) in words, given the inner field's label; rich kinds use it. */
  errorAt?(path: string, label: string): string | undefined;
  /** The record the form edits (none when creating): what a custom field may show besides its value (a file's picture). */
  record?: ResourceRow | null;
}

export interface FormField {
  name: string;
  kind: FieldKind;
  label?: string;
  options?: OptionSource;
  /** A select that may be left empty: it offers "—" (none) first. */
  clearable?: boolean;
  /** Spans the whole row of the form grid (long texts). */
  wide?: boolean;
  /** Columns (of 12) the field takes from md up; default 6, or 12 when `wide`. */
  span?: number;
  /** A text field of several lines. */
  multiline?: boolean;
  /** Only on the create form or only on the edit form (e.g. the initial password). */
  mode?: FormMode;
  /** Shown only to users with `listowanie` on one of these subjects (pipe-separated), e.g. picking another user. */
  permission?: string;
  /**
   * Hidden while the form's values say so (e.g. passwords while a set-password link is sent instead), or for
   * this record (e.g. a project's budget amount the API left out: the caller may not see it).
   */
  hidden?(values: FieldValues, ctx: { mode: FormMode; record?: ResourceRow | null }): boolean;
  /** Read-only for this record: true, or the i18n key of the reason shown under the field. */
  readOnly?(ctx: { mode: FormMode; record?: ResourceRow | null }): boolean | string;
  /** The input's test id; default `field-<name>`. */
  testId?: string;
  /** The component of a `custom` field. */
  component?: ComponentType<FormFieldProps>;
  /** image, file, relation: several values (an array of ids) instead of one. */
  multiple?: boolean;
  /** relation, tree: the target resource's API path; its options come from `<path>/options` (see wire conventions). */
  optionsPath?: string;
  /** children: the fields of one child row (names relative to the row) and a new row's values. */
  rows?: { fields: FormField[]; defaults: Record<string, unknown> };
  /**
   * dateTime: an empty value means "now" (a mail's or a push's send time) — the i18n key of the helper text that
   * says so; a Now button beside a set time empties it.
   */
  emptyIsNow?: string;
  /** money: the form field holding the VAT rate (integer percent or null for "zw."); its select is shown beside the amount. */
  vatField?: string;
}

export interface ResourceForm {
  /** The shared input schema (packages/shared): the API validates with the same one. */
  schema: z.ZodType;
  /** The schema of the edit form, when it differs from the create form's. */
  editSchema?: z.ZodType;
  fields: FormField[];
  /** Values of a new record. */
  defaults: Record<string, unknown>;
  /** The form's values of a loaded record, when its shape differs from the form's (e.g. roles → role ids). */
  fromRecord?(record: ResourceRow): Record<string, unknown>;
  /** The request body from the checked values (`raw`: as typed, before the schema's transforms). */
  toBody?(values: FieldValues, ctx: { raw: FieldValues; mode: FormMode }): unknown;
  /** The create call's path when it is not the collection (the seed's `POST /api/mails/send`). */
  createPath?: string;
  /** i18n keys of the submit button by mode, when "Save" is not the word (a mail is sent). */
  submitLabel?: Partial<Record<FormMode, string>>;
  /** A query string for the create call (the seed's `POST /api/users?send_password=1`). */
  createQuery?(values: FieldValues): string | undefined;
  /** The form field a 422 error of the API's field lands on, when their names differ (`started_at` → `start`). */
  errorField?(path: string): string;
  /** A test id on the form's wrapper, beside the generic `resource-form`. */
  testId?: string;
}

/** What a row action may use: the signed-in user, and navigation to a Polish path (localised for you). */
export interface RowActionContext {
  user: SessionUser | null;
  t: TFunction;
  navigate(polishPath: string): void;
  /** Opens the row in the list's item modal (a "details" action); lists only. */
  openItem?(row: ResourceRow): void;
}

/** The question a row action asks before it runs (texts already in words). */
export interface RowActionConfirmation {
  title: string;
  text: string;
  /** The confirm button's label; default "Usuń" / "Delete". */
  confirmLabel?: string;
  /** Shown in the error colour (default) or, for a step that destroys nothing, the primary one. */
  destructive?: boolean;
}

/** An extra action on a list row, beside edit and delete. */
export interface RowAction<T extends ResourceRow = ResourceRow> {
  key: string;
  /** i18n key of the label (also the tooltip and aria-label). */
  label: string;
  icon: ReactElement;
  testId?(row: T): string;
  /** Default: always. */
  shown?(row: T, ctx: RowActionContext): boolean;
  /** Asked first (e.g. "Sign in as Jan Kowalski?"); `run` follows only on yes. */
  confirm?(row: T, ctx: RowActionContext): RowActionConfirmation;
  run(row: T, ctx: RowActionContext): unknown;
}

/**
 * What a list's bulk action works on: the rows chosen on the page, or everything the list's current filter
 * matches (the "select all N matching" of the toolbar).
 */
export interface BulkSelection {
  /** The chosen ids; null: every row the filter matches. */
  ids: number[] | null;
  /** How many rows that is. */
  count: number;
  /** The count as the screen says it: "1 234", or "ponad 1000" for a list counted up to a limit (meta.more). */
  countText: string;
  /** The list's current filters and search as the API reads them (no paging, no sort). */
  query: Record<string, string>;
}

/** How a bulk action ended: cancelled (null), or changed with the server's message and, when it may be undone, the undo. */
export type BulkActionResult = { message: string; undo?: () => Promise<unknown> } | null;

/**
 * An action on the list's selection beside the bulk delete (e.g. the products' bulk edit): a toolbar button
 * while rows are chosen, which renders the action's own dialog. `done` closes it; a change refreshes the list
 * and shows its message in the list's undo snackbar (with Undo when the result carries one).
 */
export interface ListBulkAction {
  key: string;
  /** i18n key of the button's label. */
  label: string;
  icon: ReactElement;
  /** Who sees it: the resource's subject with this verb (default `edycja`). */
  verb?: Verb;
  testId?: string;
  render(selection: BulkSelection, done: (result: BulkActionResult) => void): ReactNode;
}

/** Polish paths from the route table; the /en twins come with them. */
export interface ResourceRoutes {
  list: string;
  create?: string;
  /** With `:id`. Without it, editing happens in a dialog on the list. */
  edit?: string;
}

export interface ResourceActions {
  export: boolean;
  delete: boolean;
  edit: boolean;
  /** Deleting offers an undo (the API has `POST …/{id}/restore`); without it the server's message is an alert. */
  undo: boolean;
  /** Several rows at once (the API has `POST …/bulk-delete`); default: as `delete`. */
  bulkDelete: boolean;
}

// The declaration and the declared resource (identity from the shared contract or written out) live in their own file.
export type {
  AnyResource, ContractResourceDefinition, OwnResourceDefinition, Resource, ResourceContract, ResourceDefinition, ResourceList,
} from './resource-definition';
