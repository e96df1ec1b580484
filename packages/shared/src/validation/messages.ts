import type { Locale } from '../constants.js';

/** The registered rules of seed section 5. */
export const RULES = ['required', 'email', 'confirmed', 'max', 'min', 'integer', 'numeric', 'between', 'mimes'] as const;
/**
 * Rules beyond the seed's nine that our screens need, with the same message mechanism. `string`, `boolean`
 * and `invalid` word a value of the wrong kind (rules.ts: zod's own issues); `body` is the request as a whole
 * being no object of fields (a list, a number), so its sentence names no field.
 */
export const EXTRA_RULES = [
  'in', 'unique', 'color', 'date', 'array', 'file_size', 'file_content', 'string', 'boolean', 'invalid', 'body',
  // The shop (issue 25): a tax number's checksum, a barcode's check digit, a URL slug, stock that would go below
  // zero ({0} available), a refund above what is left of the payments, an order state
  // the operation does not apply to.
  'nip', 'ean', 'slug', 'stock', 'refund', 'order_state',
  // The media library (issue 26): an image of more megapixels ({0}) than the server decodes.
  'image_pixels',
  // Forms (issue 27): a field's validation with a rule ({0}, its name) not of section 5, or with wrong parameters.
  'field_rules',
  // Mail (issue 28): addresses among many that are none ({0}, the first few), a send time already past.
  'email_list', 'after_now',
] as const;
export type Rule = (typeof RULES)[number] | (typeof EXTRA_RULES)[number];

/** Message templates: {field} is the field's label, {0}, {1} the rule's arguments. */
export const RULE_MESSAGES: Record<Locale, Record<Rule, string>> = {
  pl: {
    required: 'Pole {field} jest wymagane',
    email: 'Pole {field} musi być poprawnym adresem email',
    confirmed: 'Pole {field} nie zgadza się z polem potwierdzającym',
    max: 'Pole {field} nie może być dłuższe niż {0} znaków',
    min: 'Pole {field} musi być długie na co najmniej {0} znaków',
    integer: 'Pole {field} musi być liczbą całkowitą',
    numeric: 'Pole {field} może zawierać jedynie cyfry',
    between: 'Pole {field} musi być pomiędzy {0} oraz {1}',
    mimes: 'Plik {field} musi posiadać poprawny typ pliku ({0})',
    in: 'Wybrana wartość pola {field} jest nieprawidłowa',
    unique: 'Taka wartość pola {field} już istnieje',
    color: 'Pole {field} musi być kolorem w formacie #RRGGBB',
    date: 'Pole {field} nie jest prawidłową datą',
    array: 'Pole {field} musi być listą (od {0} do {1} pozycji)',
    file_size: 'Plik {field} nie może być większy niż {0} MB',
    file_content: 'Zawartość pliku {field} nie zgadza się z jego rozszerzeniem',
    string: 'Pole {field} musi być tekstem',
    boolean: 'Pole {field} musi mieć wartość tak lub nie',
    invalid: 'Pole {field} ma nieprawidłową wartość',
    body: 'Nieprawidłowe dane żądania',
    nip: 'Pole {field} musi być poprawnym numerem NIP',
    ean: 'Pole {field} musi być poprawnym kodem EAN (8 lub 13 cyfr z cyfrą kontrolną)',
    slug: 'Pole {field} może zawierać tylko małe litery, cyfry i myślniki',
    stock: 'Pole {field} przekracza stan magazynowy (dostępne: {0})',
    refund: 'Pole {field} przekracza kwotę możliwą do zwrotu',
    order_state: 'Tej operacji nie można wykonać dla zamówienia w tym stanie',
    image_pixels: 'Obraz {field} jest za duży (najwyżej {0} megapikseli)',
    field_rules: 'Pole {field} zawiera nieznaną regułę albo złe parametry reguły: {0}',
    email_list: 'Pole {field} zawiera niepoprawne adresy email: {0}',
    after_now: 'Pole {field} musi być datą w przyszłości',
  },
  en: {
    required: 'The {field} field is required',
    email: 'The {field} field must be a valid email',
    confirmed: 'The {field} field confirmation does not match',
    max: 'The {field} field may not be greater than {0} characters',
    min: 'The {field} field must be at least {0} characters',
    integer: 'The {field} field must be an integer',
    numeric: 'The {field} field may only contain numeric characters',
    between: 'The {field} field must be between {0} and {1}',
    mimes: 'The {field} field must have a valid file type ({0})',
    in: 'The selected {field} is invalid',
    unique: 'The {field} has already been taken',
    color: 'The {field} field must be a colour like #RRGGBB',
    date: 'The {field} is not a valid date',
    array: 'The {field} field must be a list of {0} to {1} items',
    file_size: 'The {field} file may not be greater than {0} MB',
    file_content: 'The content of the {field} file does not match its extension',
    string: 'The {field} field must be a string',
    boolean: 'The {field} field must be true or false',
    invalid: 'The {field} field has an invalid value',
    body: 'Invalid request data',
    nip: 'The {field} field must be a valid NIP (Polish tax number)',
    ean: 'The {field} field must be a valid EAN (8 or 13 digits with a check digit)',
    slug: 'The {field} field may only contain lower-case letters, digits and hyphens',
    stock: 'The {field} field exceeds the stock (available: {0})',
    refund: 'The {field} field exceeds the amount that can be refunded',
    order_state: 'This operation is not possible for an order in this state',
    image_pixels: 'The {field} image is too large (at most {0} megapixels)',
    field_rules: 'The {field} field has an unknown rule or wrong parameters of a rule: {0}',
    email_list: 'The {field} field contains invalid email addresses: {0}',
    after_now: 'The {field} field must be a time in the future',
  },
};

/**
 * Schemas carry a rule reference instead of a finished sentence ("max:255"), so the same schema
 * yields Polish or English messages on the API and in forms. Anything else passes through as written.
 */
export function encodeRule(rule: Rule, ...args: (string | number)[]): string {
  return args.length ? `${rule}:${args.join(',')}` : rule;
}

export function formatRuleMessage(encoded: string, locale: Locale, fieldLabel: string): string {
  const [name, rawArgs] = splitOnce(encoded, ':');
  const template = RULE_MESSAGES[locale][name as Rule];
  if (!template) return encoded;
  const args = rawArgs ? rawArgs.split(',') : [];
  return template
    .replace('{field}', fieldLabel)
    .replace(/\{(\d)\}/g, (_, i: string) => args[Number(i)] ?? '');
}

function splitOnce(text: string, sep: string): [string, string | undefined] {
  const at = text.indexOf(sep);
  return at < 0 ? [text, undefined] : [text.slice(0, at), text.slice(at + 1)];
}
