import { describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { contactInput } from '@harmony/shared';
import { contacts } from '../../../src/db/schema.js';
import { seedContentContacts } from '../../../src/db/seed/content/contacts.js';
import { withApp } from '../../helpers/index.js';

/** The demo address book: 30 valid contacts, people and companies, every one placed in Poland, with tags. */
const t = withApp();

describe('seedContentContacts', () => {
  it('seeds 30 contacts the API would accept, all on the map within Poland, the same each time', async () => {
    const ids = await seedContentContacts(t.db);
    const rows = await t.db.select().from(contacts).where(inArray(contacts.id, ids)).orderBy(contacts.id);
    expect(rows).toHaveLength(30);
    expect(new Set(rows.map((r) => r.kind))).toEqual(new Set(['person', 'company']));
    for (const r of rows) {
      expect(r.latitude! > 49 && r.latitude! < 54.9 && r.longitude! > 14.1 && r.longitude! < 24.2, `${r.city} ${r.latitude},${r.longitude}`).toBe(true);
      expect(r.tags.length).toBeGreaterThan(0);
      const parsed = contactInput.safeParse({
        kind: r.kind, first_name: r.firstName, last_name: r.lastName, company_name: r.companyName, email: r.email, phone: r.phone,
        street: r.street, postcode: r.postcode, city: r.city, country: r.country, latitude: r.latitude, longitude: r.longitude, tags: r.tags,
      });
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    }
    expect(new Set(rows.map((r) => r.city)).size).toBe(15);
    const again = await t.db.select().from(contacts).where(inArray(contacts.id, await seedContentContacts(t.db))).orderBy(contacts.id);
    expect(again.map((r) => [r.email, r.latitude, r.tags])).toEqual(rows.map((r) => [r.email, r.latitude, r.tags]));
  });
});
