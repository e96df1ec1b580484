import type { FastifyRequest } from 'fastify';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { ActivitySubject, Contract } from '@harmony/shared';
import type { DbOrTx } from '../../db/client.js';
import type { ChildCollection } from './children.js';
import type { CrudTable, CrudView, SortKey } from './repository.js';

export type Row = Record<string, unknown>;
export type ListQuery = { page: number; per_page: number; sort: string; order: 'asc' | 'desc'; search?: string } & Record<string, unknown>;

/**
 * Writes' hooks, each inside the write's transaction: a throw rolls the whole write back (the record, its
 * children and the activity entry). `before*` may change `input` (derived values); `after*` see the stored rows.
 */
export interface CrudHooks {
  /** Checks a create beyond its schema (referenced records, record-level rights): throw an ApiError. */
  beforeCreate?: (tx: DbOrTx, input: Row, req: FastifyRequest) => Promise<void>;
  afterCreate?: (tx: DbOrTx, created: Row, input: Row, req: FastifyRequest) => Promise<void>;
  /** Checks an update of `before` (the stored row) beyond its schema: throw an ApiError. */
  beforeUpdate?: (tx: DbOrTx, before: Row, input: Row, req: FastifyRequest) => Promise<void>;
  afterUpdate?: (tx: DbOrTx, before: Row, after: Row, input: Row, req: FastifyRequest) => Promise<void>;
  /** Refuse a delete (throw an ApiError 422) when the record is in use. */
  beforeDelete?: (tx: DbOrTx, row: Row, req: FastifyRequest) => Promise<void>;
  afterDelete?: (tx: DbOrTx, row: Row, req: FastifyRequest) => Promise<void>;
  /** After an undo put the record (and its children) back: links the delete hooks kept, sums kept elsewhere (an order's paid sum). */
  afterRestore?: (tx: DbOrTx, restored: Row, req: FastifyRequest) => Promise<void>;
}

/** Rows of `table` whose `column` points at the record; `name` keys their kept ids in the undo store. */
export interface ReferenceCollection {
  name: string;
  table: CrudTable;
  column: PgColumn;
}

/** The parent column and position column of a tree (records under records, ordered among siblings). */
export interface TreeColumns {
  parent: PgColumn;
  position: PgColumn;
}

export interface CrudOptions extends CrudHooks {
  /** Resource name (kebab-case plural): activity-log subject type, undo key, preference prefix. */
  name: ActivitySubject;
  /** URL of the collection, e.g. /api/statuses or /api/v1/admin/types. */
  path: string;
  table: CrudTable;
  /** Permission subject(s), pipe-separated; verbs: listowanie (read), dodawanie, edycja, usuwanie. */
  subject: string;
  /** Who may read (list, export, get, options) when that is wider than `subject` (roles: whoever manages users). */
  readSubject?: string;
  /** The resource's own i18n keys for the write answers' messages (default crud.created, crud.updated, crud.deleted). */
  messages?: Partial<Record<'created' | 'updated' | 'deleted', string>>;
  /** What the activity log keeps of a record (default: the serialized row with its children). */
  logShape?: (record: Row) => unknown;
  /** Optional role guard on every route (pipe-separated names). */
  roles?: string;
  input: z.ZodType<Row>;
  /** PUT body; defaults to `input`. Fields it leaves out keep their stored values (keepUnsent). */
  updateInput?: z.ZodType<Row>;
  /** One record as the API answers it: the routes' response schema (answers are serialised from it). */
  read?: z.ZodType;
  listQuery: z.ZodType<ListQuery>;
  /** API sort names → columns or view expressions (the whitelist; listQuery's enum must match). */
  sortColumns: Record<string, SortKey>;
  /** Columns (or expressions, e.g. a JSON field) the search box matches. */
  searchColumns?: (PgColumn | SQL)[];
  /** Count a list's matches only up to this many (the contract's `list.countUpTo`; beyond it meta.more). */
  countUpTo?: number;
  /** The resource's own list filters (already validated by listQuery). */
  filters?: (query: ListQuery) => (SQL | undefined)[];
  /** Record-level visibility for the request's user: rows outside it are 404 everywhere. */
  scope?: (req: FastifyRequest) => SQL | undefined;
  /** Unique constraint name → field that gets the 422 "unique" error. */
  uniqueFields?: Record<string, string>;
  /** Row → API JSON (default: snake_case keys). */
  serialize?: (row: Row) => Row;
  /**
   * What the caller may see of serialized records (fields a record-level rule hides, e.g. projects' money):
   * applied to every answer (list, export, get, a write's record), never to the activity log.
   */
  redact?: (req: FastifyRequest, rows: Row[]) => Promise<Row[]>;
  /**
   * Reads through a view (joins, aggregates) instead of the bare table: list, export, get and the record a
   * write answers with. Writes, undo copies and the activity log keep the table's own row.
   */
  view?: CrudView;
  /** Keep a version of every save (lib/crud/versions.ts): its routes list, show and restore them. */
  versions?: boolean;
  /** The list's and export's lighter view (without the heavy text a list never shows); default `view`. */
  listView?: CrudView;
  /** i18n group of the resource's own field labels (e.g. 'projects.fields'): 422 messages and export headers. */
  labels?: string;
  /** Upper bound of one export. */
  exportLimit?: number;
  /** Child rows written with the record (order items, page sections …). */
  children?: ChildCollection[];
  /**
   * Other tables' rows pointing at the record through a foreign key `on delete set null` (order items at their
   * product): a delete keeps which rows they were and its undo links them again (reference-undo.ts).
   */
  references?: ReferenceCollection[];
  /**
   * What a relation picker shows of a record (GET {path}/options); the name column when left out. A function
   * words it in the request's language (e.g. a translated kind beside the name); it searches `searchColumns`.
   */
  optionLabel?: PgColumn | SQL | ((req: FastifyRequest) => SQL);
  /** The picker's own query (optionsQuerySchema extended, e.g. files' `mime`) and its filters. */
  optionsQuery?: z.ZodType;
  optionsFilters?: (query: Row) => (SQL | undefined)[];
  /** The picker's order (e.g. newest first); by label when left out. */
  optionsOrder?: SQL[];
  /**
   * The search box's own condition, for the list, its export and the picker, instead of `searchColumns` (the
   * list's ILIKE, the picker's folding row by row): a table too large for either keeps a folded search text
   * under a trigram index (products' search_text, orders' orderSearchText).
   */
  searchCondition?: (search: string) => SQL;
  /**
   * A second key the record is found by (a form's `uuid`): GET, PUT and DELETE {path}/{id} take the id or this
   * key's value. Everything after the lookup (children, undo, the log) goes by the id.
   */
  publicKey?: PgColumn;
  /** An ordered list: the column PUT {path}/order writes. */
  position?: PgColumn;
  /** A tree: PUT {path}/{id}/move. */
  tree?: TreeColumns;
}

/** The contract's part of the options: name, path, subject, schemas, list query and label group. */
export function fromContract(contract: Contract): Pick<CrudOptions, 'name' | 'path' | 'subject' | 'input' | 'updateInput' | 'read' | 'listQuery' | 'labels' | 'countUpTo'> {
  return {
    name: contract.name as ActivitySubject,
    path: contract.path,
    subject: contract.permission,
    input: contract.input as z.ZodType<Row>,
    updateInput: contract.update as z.ZodType<Row>,
    read: contract.read,
    listQuery: contract.listQuery as unknown as z.ZodType<ListQuery>,
    labels: contract.labels,
    countUpTo: contract.countUpTo,
  };
}
