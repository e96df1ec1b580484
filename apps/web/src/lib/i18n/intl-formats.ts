/**
 * Building an Intl formatter takes far longer than using one (the first one with a time zone loads the
 * zone's data: tens of milliseconds on a slow phone), and formatters run for every row of a list or report:
 * each locale and set of options is built once, when first used, and shared by every screen.
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

const cached = <T extends Intl.NumberFormat | Intl.DateTimeFormat>(kind: string, locale: string, options: object, make: () => T): T => {
  const id = `${kind}|${locale}|${JSON.stringify(options)}`;
  let format = formatters.get(id);
  if (!format) formatters.set(id, (format = make()));
  return format as T;
};

export const numberFormat = (locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat =>
  cached('number', locale, options, () => new Intl.NumberFormat(locale, options));

export const dateFormat = (locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  cached('date', locale, options, () => new Intl.DateTimeFormat(locale, options));

/**
 * A page's first Intl.NumberFormat, whatever its locale and options, loads ICU's number data: ~10 ms on a
 * desktop, ~40 ms on Lighthouse's phone, inside whichever render slice meets a number first (the
 * dashboard's hours). main.tsx calls this in a task of its own before the first render; every formatter after
 * it is built in well under a millisecond.
 */
export function loadNumberData(): void {
  numberFormat('en-GB').format(0);
}
