import type { z } from 'zod';
import type { Subject } from '../permissions/catalogue.js';
import { permissionOf, type ResourceIdentity } from './identities.js';
import { listQuerySchema, type SortOrder } from './list-query.js';

type Sortable = readonly [string, ...string[]];

/** A list declared once: the list query's schema, the API's sort whitelist and the web's sortable columns come from it. */
export interface ListDeclaration<S extends Sortable, F extends z.ZodRawShape> {
  /** Sortable fields by their API names. */
  sort: S;
  defaultSort: S[number];
  /** The default sort's direction (ascending unless a list opens newest first, like time entries). */
  defaultOrder?: SortOrder;
  /** The resource's own filters (query parameters beside page, per_page, sort, order, search). */
  filters?: F;
  /** Fields the search box matches, by their API names. */
  search?: readonly string[];
  /**
   * A list that can match hundreds of thousands of rows counts them only up to this many: beyond it the
   * answer's meta says `more` (the screen reads "more than 1,000"), as GitLab's lists do; far beyond it (ten
   * times, by PostgreSQL's estimate) nothing is counted and the estimate is the total, `estimated` ("about
   * 14,000", as a search engine says). An exact count of a broad filter (a search for "rower" among 200,000
   * products) read every matching row on every page.
   */
  countUpTo?: number;
}

export interface ContractDeclaration<
  N extends string, S extends Sortable, F extends z.ZodRawShape, I extends z.ZodType, U extends z.ZodType, R extends z.ZodType,
> extends ResourceIdentity {
  // segment and subject come from identities.ts (`...RESOURCES.projects`): the route table reads them too.
  /** kebab-case plural: activity subject, undo key, web resource folder, API module folder. */
  name: N;
  /** URL of the collection on the API. */
  path: `/api/${string}`;
  input: I;
  /** PUT body; the input when left out. */
  update?: U;
  /** One record as the API answers it. */
  read: R;
  list: ListDeclaration<S, F>;
  /** The i18n group of the field labels (e.g. 'projects.fields'): the web form's and the API's 422. */
  labels: string;
}

/**
 * One resource's identity, written once (STYLE rule 10): both the API engine and the web's defineResource
 * read their path, subject, schemas, sort whitelist and label group from here.
 */
export function defineContract<
  const N extends string, const S extends Sortable, F extends z.ZodRawShape = {}, I extends z.ZodType = z.ZodType, R extends z.ZodType = z.ZodType, U extends z.ZodType = I,
>(declaration: ContractDeclaration<N, S, F, I, U, R>) {
  const subjects: readonly Subject[] = typeof declaration.subject === 'string' ? [declaration.subject] : declaration.subject;
  const { list } = declaration;
  return {
    ...declaration,
    update: (declaration.update ?? declaration.input) as U,
    subjects,
    /** The subjects as the access check reads them ("A|B": either grants). */
    permission: permissionOf(declaration.subject),
    listQuery: listQuerySchema(list.sort, list.defaultSort, (list.filters ?? {}) as F, list.defaultOrder),
    sortable: list.sort,
    search: list.search ?? [],
    countUpTo: list.countUpTo,
    /** One record's route as Fastify registers it, and a record's URL. */
    itemRoute: `${declaration.path}/:id` as const,
    itemPath: (id: number | string) => `${declaration.path}/${id}`,
    /** The i18n key of a field's label. */
    labelKey: (field: string) => `${declaration.labels}.${field}`,
  };
}

export type Contract = ReturnType<typeof defineContract<string, Sortable, z.ZodRawShape, z.ZodType, z.ZodType, z.ZodType>>;
