import type { DbOrTx } from '../client.js';
import { userRoles, users } from '../schema.js';
import { hashPassword } from '../../lib/passwords.js';
import { roleIdByName } from './reference.js';

export interface NewUser {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  roles: string[];
}

export async function createUser(db: DbOrTx, input: NewUser): Promise<number> {
  const [user] = await db
    .insert(users)
    .values({
      email: input.email.toLowerCase(),
      firstName: input.firstName,
      lastName: input.lastName,
      passwordHash: await hashPassword(input.password),
    })
    .returning({ id: users.id });
  for (const role of input.roles) {
    await db.insert(userRoles).values({ userId: user!.id, roleId: await roleIdByName(db, role) });
  }
  return user!.id;
}
