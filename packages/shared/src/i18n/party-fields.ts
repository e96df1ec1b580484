/**
 * Labels of the fields every person-or-company record has (customers, contacts), spread into each one's
 * `fields` group so a word is translated once.
 */
export const partyFields = {
  pl: {
    id: 'ID',
    kind: 'rodzaj',
    name: 'nazwa',
    first_name: 'imię',
    last_name: 'nazwisko',
    company_name: 'nazwa firmy',
    email: 'e-mail',
    phone: 'telefon',
    notes: 'notatki',
    street: 'ulica i numer',
    postcode: 'kod pocztowy',
    city: 'miejscowość',
    country: 'kraj',
    created_at: 'utworzono',
    updated_at: 'zmieniono',
  },
  en: {
    id: 'ID',
    kind: 'kind',
    name: 'name',
    first_name: 'first name',
    last_name: 'last name',
    company_name: 'company name',
    email: 'e-mail',
    phone: 'phone',
    notes: 'notes',
    street: 'street and number',
    postcode: 'postcode',
    city: 'city',
    country: 'country',
    created_at: 'created',
    updated_at: 'updated',
  },
};
