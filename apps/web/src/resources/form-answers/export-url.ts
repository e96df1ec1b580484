import { formAnswersContract } from '@harmony/shared';

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/**
 * GET /api/form-answers/export.{csv|xlsx}?<the list's filter, sort and form>&columns=a,b — the chosen columns in
 * the order the columns call gave them. With every column chosen `columns` is left out (the API's default is
 * all of them): a form of many fields would otherwise send a long list for nothing, up to the parameter's limit.
 */
export function answersExportUrl(format: ExportFormat, filter: URLSearchParams, all: readonly string[], chosen: ReadonlySet<string>): string {
  const query = new URLSearchParams(filter);
  query.delete('columns');
  const picked = all.filter((key) => chosen.has(key));
  if (picked.length < all.length) query.set('columns', picked.join(','));
  return `${formAnswersContract.path}/export.${format}?${query.toString()}`;
}
