import { formInput, type FormInput } from '@harmony/shared';
import type { DbOrTx } from '../../client.js';
import { formFieldLinks, forms } from '../../schema.js';

/*
 * The demo forms (issue 27), built from the demo field library: a contact form (its answers go to the messages
 * inbox), an offer request whose budget shows only for the "offer" topic, and a recruitment form with a CV upload.
 * Each passes the API's own schema.
 */
type Demo = Omit<FormInput, 'fields'> & { fields: { key: string; required?: boolean; condition_key?: string; condition_value?: string }[] };

const FORMS: Demo[] = [
  {
    name: 'Kontakt', is_contact: true, confirmation_pl: 'Dziękujemy! Odpowiemy w ciągu jednego dnia roboczego.',
    confirmation_en: 'Thank you! We will reply within one working day.', notify_emails: ['biuro@example.pl'],
    notify_subject: 'Wiadomość od {{imie_nazwisko}}', notify_body: '{{wiadomosc}}', allowed_origins: ['https://example.pl'],
    fields: [{ key: 'imie_nazwisko' }, { key: 'email' }, { key: 'telefon' }, { key: 'wiadomosc' }, { key: 'zgoda_rodo' }, { key: 'zrodlo' }],
  },
  {
    name: 'Zapytanie ofertowe', confirmation_pl: 'Dziękujemy, przygotujemy ofertę.', confirmation_en: 'Thank you, we will prepare an offer.',
    notify_emails: ['sprzedaz@example.pl'], notify_subject: 'Zapytanie: {{temat}} ({{firma}})', allowed_origins: ['https://example.pl'],
    fields: [
      { key: 'imie_nazwisko' }, { key: 'email' }, { key: 'firma', required: true }, { key: 'temat' },
      { key: 'budzet', condition_key: 'temat', condition_value: 'oferta' }, { key: 'uslugi' }, { key: 'termin' }, { key: 'wiadomosc' }, { key: 'zgoda_rodo' },
    ],
  },
  {
    name: 'Rekrutacja', redirect_url: 'https://example.pl/kariera/dziekujemy', notify_emails: ['kariera@example.pl'],
    notify_subject: 'Nowa kandydatura: {{imie_nazwisko}}', allowed_origins: ['https://example.pl'],
    fields: [{ key: 'imie_nazwisko' }, { key: 'email' }, { key: 'telefon', required: true }, { key: 'cv' }, { key: 'wiadomosc', required: false }, { key: 'zgoda_rodo' }],
  },
];

/** Writes the 3 demo forms over the library fields (`fieldIds` by key); their ids. */
export async function seedForms(db: DbOrTx, fieldIds: Map<string, number>): Promise<number[]> {
  const ids: number[] = [];
  for (const demo of FORMS) {
    const { fields, ...rest } = formInput.parse({
      ...demo, fields: demo.fields.map(({ key, ...link }) => ({ field_id: fieldIds.get(key)!, ...link })),
    });
    const [form] = await db.insert(forms).values({
      name: rest.name, active: rest.active, isContact: rest.is_contact, confirmationPl: rest.confirmation_pl, confirmationEn: rest.confirmation_en,
      redirectUrl: rest.redirect_url, notifyEmails: rest.notify_emails, notifyReplyTo: rest.notify_reply_to, notifySubject: rest.notify_subject,
      notifyBody: rest.notify_body, allowedOrigins: rest.allowed_origins,
    }).returning({ id: forms.id });
    await db.insert(formFieldLinks).values(fields.map((f, position) => ({
      formId: form!.id, fieldId: f.field_id, position, required: f.required, conditionKey: f.condition_key, conditionValue: f.condition_value,
    })));
    ids.push(form!.id);
  }
  return ids;
}
