import { parseArgs } from 'node:util';
import { z } from 'zod';
import { ROLES, v } from '@harmony/shared';
import { loadConfig } from '../../config.js';
import { openConfiguredDatabase } from '../open.js';
import { prepareDatabase } from '../prepare.js';
import { findUserByEmail } from '../../modules/users/repository.js';
import { createUser } from '../seed/users.js';

/** npm run create-admin -- --email a@b.pl --password '…' [--first-name Jan --last-name Kowalski] */
const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    'first-name': { type: 'string', default: 'Super' },
    'last-name': { type: 'string', default: 'Administrator' },
  },
});
const input = z.object({ email: v.email(), password: v.password(10) }).safeParse(values);
if (!input.success) {
  console.error('Usage: npm run create-admin -- --email <e-mail> --password <at least 10 characters>');
  process.exit(2);
}
const config = loadConfig();
const database = await openConfiguredDatabase(config);
try {
  await prepareDatabase(database, { demo: false });
  if (await findUserByEmail(database.db, input.data.email)) {
    console.error(`A user with e-mail ${input.data.email} already exists.`);
    process.exitCode = 1;
  } else {
    const id = await createUser(database.db, {
      email: input.data.email,
      password: input.data.password,
      firstName: values['first-name']!,
      lastName: values['last-name']!,
      roles: [ROLES.superadmin],
    });
    console.log(`Superadministrator ${input.data.email} created (id ${id}).`);
  }
} finally {
  await database.close();
}
