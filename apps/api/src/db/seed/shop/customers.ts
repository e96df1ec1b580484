import { nipCheckDigit } from '@harmony/shared';
import type { DbOrTx } from '../../client.js';
import { customerAddresses, customerConsents, customers } from '../../schema.js';
import { Random } from '../demo-random.js';

/*
 * The demo shop's customers: 40 of them, about a quarter companies with valid NIPs (check digit computed),
 * Polish names and cities, billing and shipping addresses, consents with dates (some withdrawn). Deterministic:
 * a seeded Random and a fixed reference day, so every seed gives the same rows.
 */

const FIRST = ['Anna', 'Piotr', 'Katarzyna', 'Tomasz', 'Magdalena', 'Paweł', 'Agnieszka', 'Michał', 'Joanna', 'Krzysztof', 'Monika', 'Marcin', 'Ewa', 'Łukasz', 'Zofia', 'Jakub'];
const LAST = ['Nowak', 'Kowalski', 'Wiśniewski', 'Wójcik', 'Kowalczyk', 'Kamiński', 'Lewandowski', 'Zieliński', 'Szymański', 'Woźniak', 'Dąbrowski', 'Kozłowski', 'Jankowski', 'Mazur', 'Krawczyk', 'Piotrowski'];
const COMPANIES = ['Bałtyk Handel', 'Mazowsze Tech', 'Wawel Dystrybucja', 'Karkonosze Sport', 'Pomorska Odzież', 'Zielony Ogród', 'Tatra Elektronik', 'Warta Logistyka', 'Sudety Design', 'Wisła Import'];
const CITIES = [
  ['Warszawa', '00'], ['Kraków', '30'], ['Łódź', '90'], ['Wrocław', '50'], ['Poznań', '60'], ['Gdańsk', '80'], ['Szczecin', '70'],
  ['Lublin', '20'], ['Katowice', '40'], ['Białystok', '15'], ['Rzeszów', '35'], ['Toruń', '87'],
] as const;
const STREETS = ['Długa', 'Polna', 'Leśna', 'Słoneczna', 'Krótka', 'Szkolna', 'Ogrodowa', 'Lipowa', 'Kwiatowa', 'Mickiewicza', 'Kościuszki', 'Piłsudskiego'];
const CONSENTS = ['terms', 'marketing_email', 'marketing_phone', 'newsletter'] as const;

/** The demo data's "today" for consents: fixed, so a reseed on another day gives the same dates. */
const REFERENCE = Date.UTC(2026, 0, 15, 10, 0, 0);
const DAY = 86_400_000;

/** Ascii e-mail part of a Polish name: "Łukasz Wiśniewski" → "lukasz.wisniewski". */
const ascii = (text: string) => text.replace(/[łŁ]/g, 'l').normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '.');

/** A valid NIP: a tax office prefix and six random digits, with the check digit (re-drawn when none exists). */
function nip(random: Random): string {
  for (;;) {
    const nine = String(random.int(100, 999)) + String(random.int(0, 999_999)).padStart(6, '0');
    const check = nipCheckDigit(nine);
    if (check !== null) return nine + check;
  }
}

function address(random: Random, kind: 'billing' | 'shipping', name: string) {
  const [city, zone] = random.pick(CITIES);
  return {
    kind, name, street: `ul. ${random.pick(STREETS)} ${random.int(1, 120)}${random.chance(0.3) ? `/${random.int(1, 40)}` : ''}`,
    postcode: `${zone}-${String(random.int(1, 999)).padStart(3, '0')}`, city, country: 'PL', isDefault: true,
  };
}

/** Seeds 40 customers with their addresses and consents; answers their ids. */
export async function seedShopCustomers(tx: DbOrTx): Promise<number[]> {
  const random = new Random(2025);
  const ids: number[] = [];
  for (let i = 0; i < 40; i += 1) {
    const company = i % 4 === 1;
    const firstName = random.pick(FIRST);
    const lastName = random.pick(LAST);
    const companyName = company ? `${COMPANIES[Math.floor(i / 4)]} Sp. z o.o.` : '';
    const email = company ? `biuro${i}@${ascii(companyName.replace(' Sp. z o.o.', '')).replace(/\./g, '-')}.pl` : `${ascii(`${firstName} ${lastName}`)}${i}@example.pl`;
    const [row] = await tx.insert(customers).values({
      kind: company ? 'company' : 'person', firstName, lastName, companyName, nip: company ? nip(random) : null, email,
      phone: `+48 ${random.int(500, 799)} ${random.int(100, 999)} ${random.int(100, 999)}`,
      notes: random.chance(0.15) ? 'Stały klient — preferuje wysyłkę kurierem.' : '',
      createdAt: new Date(REFERENCE - random.int(30, 700) * DAY),
    }).returning({ id: customers.id });
    const id = row!.id;
    ids.push(id);
    const label = company ? companyName : `${firstName} ${lastName}`;
    const billing = address(random, 'billing', label);
    // Most ship where they are billed; some elsewhere (a company's warehouse, a person's second home).
    const shipping = random.chance(0.7) ? { ...billing, kind: 'shipping' as const } : address(random, 'shipping', label);
    await tx.insert(customerAddresses).values([{ ...billing, customerId: id, position: 0 }, { ...shipping, customerId: id, position: 1 }]);
    const granted = REFERENCE - random.int(20, 600) * DAY;
    const consents = CONSENTS.filter((kind) => kind === 'terms' || random.chance(0.5)).map((kind) => ({
      customerId: id, kind, grantedAt: new Date(granted),
      withdrawnAt: kind !== 'terms' && random.chance(0.2) ? new Date(granted + random.int(5, 15) * DAY) : null,
    }));
    await tx.insert(customerConsents).values(consents);
  }
  return ids;
}
