import type { FastifyInstance } from 'fastify';
import { arrayContains, eq, getTableColumns, isNotNull, isNull, type SQL } from 'drizzle-orm';
import { contactsContract } from '@harmony/shared';
import type { DbOrTx } from '../../db/client.js';
import { contacts } from '../../db/schema.js';
import { registerCrud } from '../../lib/crud/register-crud.js';
import { fromContract } from '../../lib/crud/resource.js';
import { partyName } from '../../lib/sql.js';

const NAME = partyName(contacts);

/** A contact with its shown name, in one select. */
const contactView = (db: DbOrTx) => db.select({ ...getTableColumns(contacts), name: NAME.as('name') }).from(contacts).$dynamic();

/**
 * Contacts (/kontakt, issue 26): the engine's CRUD with delete and undo, searched by names, e-mail, phone and
 * city, filtered by kind, a tag and whether the contact has a place on the map (the map screen reads that list).
 */
export default async function contactRoutes(app: FastifyInstance) {
  registerCrud(app, {
    ...fromContract(contactsContract),
    table: contacts,
    view: contactView,
    sortColumns: { id: contacts.id, name: NAME, city: contacts.city, created_at: contacts.createdAt },
    searchColumns: [contacts.firstName, contacts.lastName, contacts.companyName, contacts.email, contacts.phone, contacts.city],
    filters: (q): (SQL | undefined)[] => [
      q.kind ? eq(contacts.kind, q.kind as string) : undefined,
      q.tag ? arrayContains(contacts.tags, [q.tag as string]) : undefined,
      q.on_map === 'true' ? isNotNull(contacts.latitude) : q.on_map === 'false' ? isNull(contacts.latitude) : undefined,
    ],
    optionLabel: NAME,
  }, { options: true });
}
