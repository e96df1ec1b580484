import { DEMO_PASSWORD, ROLES } from '@harmony/shared';
import type { DbOrTx } from '../client.js';
import { notifications } from '../schema.js';
import { seedDemoData, type DemoDataOptions } from './demo-data.js';
import { seedShopDemo } from './shop/index.js';
import { seedContentDemo } from './content/index.js';
import { seedFormFields } from './forms/fields.js';
import { seedForms } from './forms/forms.js';
import { seedFormAnswers } from './forms/answers.js';
import { seedMails } from './messaging/mails.js';
import { seedPush } from './messaging/push.js';
import { seedNewsletter } from './messaging/newsletter.js';
import { countRows } from './reference.js';
import { createUser, type NewUser } from './users.js';

/** The four demo accounts of PRODUCT.md section 1 (embedded mode only), password Harmony!2026. */
export const DEMO_USERS: NewUser[] = [
  { email: 'superadmin@demo.local', firstName: 'Sława', lastName: 'Nadzorcza', roles: [ROLES.superadmin], password: DEMO_PASSWORD },
  { email: 'admin@demo.local', firstName: 'Adam', lastName: 'Administrator', roles: [ROLES.admin], password: DEMO_PASSWORD },
  { email: 'lider@demo.local', firstName: 'Lena', lastName: 'Liderska', roles: [ROLES.leader], password: DEMO_PASSWORD },
  { email: 'kontraktor@demo.local', firstName: 'Konrad', lastName: 'Kontraktor', roles: [ROLES.contractor], password: DEMO_PASSWORD },
];

/**
 * Seeds demo accounts and demo data (demo-data.ts) into an empty database; does nothing when users exist.
 * `data: false` seeds the accounts only (the API tests' template: their fixtures must not meet demo hours).
 * The demo shop's pictures go into the files library under `filesDir` (none without it).
 */
export async function seedDemo(db: DbOrTx, opts: DemoDataOptions & { data?: boolean; filesDir?: string } = {}): Promise<boolean> {
  if ((await countRows(db, 'users')) > 0) return false;
  const ids: number[] = [];
  for (const user of DEMO_USERS) ids.push(await createUser(db, user));
  await db.insert(notifications).values(
    ids.map((userId) => ({
      userId,
      title: 'Witamy w 1CRM Harmony',
      body: 'To konto demonstracyjne. Rozejrzyj się po panelu.',
      link: '/',
    })),
  );
  if (opts.data !== false) {
    await seedDemoData(db, opts);
    const { imageFileIds } = await seedShopDemo(db, { filesDir: opts.filesDir, adminUserId: ids[1]! });
    const formIds = await seedForms(db, await seedFormFields(db));
    await seedContentDemo(db, { imageFileIds, authorId: ids[1]!, contactFormId: formIds[0] });
    await seedFormAnswers(db, formIds, { filesDir: opts.filesDir, now: opts.now, assignee: ids[1] });
    await seedMails(db, { now: opts.now, authorId: ids[1] });
    await seedNewsletter(db, { now: opts.now, authorId: ids[1] });
    await seedPush(db, { now: opts.now, authorId: ids[1] });
  }
  return true;
}
