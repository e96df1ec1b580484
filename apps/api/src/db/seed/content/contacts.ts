import type { DbOrTx } from '../../client.js';
import { contacts } from '../../schema.js';
import { Random } from '../demo-random.js';
import { CITIES, near } from './places.js';

/*
 * The demo address book (issue 26): 30 contacts, people and companies, each placed in a Polish city with a small
 * random offset so the map shows them spread (and clustered where several share a city). Deterministic: a seeded
 * Random, so every seed gives the same rows.
 */

const FIRST = ['Anna', 'Piotr', 'Katarzyna', 'Tomasz', 'Magdalena', 'Paweł', 'Agnieszka', 'Michał', 'Joanna', 'Krzysztof', 'Ewa', 'Łukasz'];
const LAST = ['Nowak', 'Kowalska', 'Wiśniewski', 'Wójcik', 'Kowalczyk', 'Kamiński', 'Lewandowska', 'Zieliński', 'Szymańska', 'Woźniak'];
const COMPANIES = ['Studio Bryza', 'Drukarnia Orzeł', 'Agencja Kompas', 'Foto Światło', 'Kancelaria Prawo i Ład', 'Hotel Pod Lipami', 'Piekarnia Kłos', 'Biuro Podróży Horyzont', 'Galeria Forma', 'Tartak Sosna'];
const STREETS = ['Długa', 'Polna', 'Leśna', 'Słoneczna', 'Szkolna', 'Ogrodowa', 'Lipowa', 'Mickiewicza', 'Kościuszki', 'Piłsudskiego'];
const TAGS = ['klient', 'partner', 'dostawca', 'media', 'prospekt', 'vip'];

/** Ascii e-mail part of a Polish name: "Łukasz Wiśniewski" → "lukasz.wisniewski". */
const ascii = (text: string) => text.replace(/[łŁ]/g, 'l').normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '.');

export async function seedContentContacts(db: DbOrTx): Promise<number[]> {
  const random = new Random(2_026_026);
  const rows = Array.from({ length: 30 }, (_, i) => {
    const [city, lat, lng, postcode] = CITIES[i % CITIES.length]!;
    const company = i % 3 === 0;
    const first = random.pick(FIRST);
    const last = random.pick(LAST);
    const name = company ? COMPANIES[(i / 3) % COMPANIES.length]! : `${first} ${last}`;
    const tags = TAGS.filter(() => random.next() < 0.3);
    return {
      kind: company ? 'company' : 'person',
      firstName: company ? '' : first,
      lastName: company ? '' : last,
      companyName: company ? name : '',
      email: `${ascii(company ? name : `${first} ${last}`)}@example.pl`.replace(/\.@/, '@'),
      phone: `+48 ${random.int(500, 799)} ${random.int(100, 999)} ${random.int(100, 999)}`,
      street: `ul. ${random.pick(STREETS)} ${random.int(1, 120)}`,
      postcode: `${postcode}-${String(random.int(1, 999)).padStart(3, '0')}`,
      city,
      ...near(random, lat, lng),
      tags: tags.length ? tags : ['klient'],
    };
  });
  return (await db.insert(contacts).values(rows).returning({ id: contacts.id })).map((r) => r.id);
}
