import { formFieldInput, type FormFieldInput } from '@harmony/shared';
import type { DbOrTx } from '../../client.js';
import { formFields } from '../../schema.js';

/*
 * The demo forms' field library (issue 27): 12 fields a contact, an offer request and a recruitment form are
 * built from — names, e-mail, phone, company, a topic to choose, a budget range, services to tick, a start date,
 * the message, a CV upload, the personal-data consent and a hidden source. Each passes the API's own schema.
 */
const FIELDS: FormFieldInput[] = [
  { key: 'imie_nazwisko', kind: 'text', label_pl: 'Imię i nazwisko', label_en: 'Full name', placeholder_pl: 'Jan Kowalski', placeholder_en: 'John Smith', rules: 'required|max:120' },
  { key: 'email', kind: 'email', label_pl: 'E-mail', label_en: 'E-mail', placeholder_pl: 'jan@firma.pl', placeholder_en: 'john@company.com', rules: 'required|email|max:255' },
  { key: 'telefon', kind: 'phone', label_pl: 'Telefon', label_en: 'Phone', rules: 'max:30' },
  { key: 'firma', kind: 'text', label_pl: 'Firma', label_en: 'Company', rules: 'max:200' },
  {
    key: 'temat', kind: 'select', label_pl: 'Temat', label_en: 'Topic', rules: 'required',
    options: [
      { value: 'oferta', label_pl: 'Oferta', label_en: 'Offer' }, { value: 'wsparcie', label_pl: 'Wsparcie', label_en: 'Support' },
      { value: 'inne', label_pl: 'Inne', label_en: 'Other' },
    ],
  },
  { key: 'budzet', kind: 'number', label_pl: 'Budżet (tys. zł)', label_en: 'Budget (thousand PLN)', help_pl: 'Orientacyjnie, od 1 do 500.', help_en: 'Roughly, 1 to 500.', rules: 'numeric|between:1,500' },
  {
    key: 'uslugi', kind: 'checkboxes', label_pl: 'Usługi', label_en: 'Services',
    options: [
      { value: 'strona', label_pl: 'Strona internetowa', label_en: 'Website' }, { value: 'sklep', label_pl: 'Sklep internetowy', label_en: 'Online shop' },
      { value: 'kampania', label_pl: 'Kampania', label_en: 'Campaign' },
    ],
  },
  { key: 'termin', kind: 'date', label_pl: 'Planowany start', label_en: 'Planned start' },
  { key: 'wiadomosc', kind: 'textarea', label_pl: 'Wiadomość', label_en: 'Message', rules: 'required|min:10|max:5000' },
  { key: 'cv', kind: 'file', label_pl: 'CV', label_en: 'CV', help_pl: 'PDF albo DOCX, do 10 MB.', help_en: 'PDF or DOCX, up to 10 MB.', rules: 'required|mimes:pdf,docx' },
  {
    key: 'zgoda_rodo', kind: 'consent', label_pl: 'Zgoda na przetwarzanie danych', label_en: 'Consent to data processing', rules: 'required',
    consent_text_pl: 'Wyrażam zgodę na przetwarzanie moich danych osobowych w celu odpowiedzi na zapytanie.',
    consent_text_en: 'I agree to the processing of my personal data to answer my enquiry.',
  },
  { key: 'zrodlo', kind: 'hidden', label_pl: 'Źródło', label_en: 'Source', default_value: 'strona-www' },
];

/** Writes the 12 demo library fields; their ids by key. */
export async function seedFormFields(db: DbOrTx): Promise<Map<string, number>> {
  const rows = FIELDS.map((f) => formFieldInput.parse(f));
  const made = await db.insert(formFields).values(rows.map((f) => ({
    key: f.key, kind: f.kind, labelPl: f.label_pl, labelEn: f.label_en, placeholderPl: f.placeholder_pl, placeholderEn: f.placeholder_en,
    helpPl: f.help_pl, helpEn: f.help_en, options: f.options, rules: f.rules, consentTextPl: f.consent_text_pl, consentTextEn: f.consent_text_en,
    defaultValue: f.default_value,
  }))).returning({ id: formFields.id, key: formFields.key });
  return new Map(made.map((r) => [r.key, r.id]));
}
