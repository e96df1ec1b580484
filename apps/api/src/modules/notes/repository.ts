import { and, count, desc, eq } from 'drizzle-orm';
import type { Note } from '@harmony/shared';
import type { DbOrTx } from '../../db/client.js';
import { notes, users } from '../../db/schema.js';
import { personName } from '../../lib/sql.js';

export type NoteRow = typeof notes.$inferSelect;

function selectNotes(db: DbOrTx) {
  return db
    .select({
      id: notes.id,
      body: notes.body,
      userId: users.id,
      userName: personName(users),
      createdAt: notes.createdAt,
      updatedAt: notes.updatedAt,
    })
    .from(notes)
    .leftJoin(users, eq(users.id, notes.userId));
}

type Selected = Awaited<ReturnType<ReturnType<typeof selectNotes>['execute']>>[number];

const serialize = (r: Selected): Note => ({
  id: Number(r.id),
  body: r.body,
  user: r.userId === null ? null : { id: r.userId, name: r.userName },
  created_at: r.createdAt.toISOString(),
  updated_at: r.updatedAt.toISOString(),
});

/** One record's notes, newest first, with their authors' names joined in. */
export async function listNotes(db: DbOrTx, type: string, id: string, page: number, perPage: number) {
  const where = and(eq(notes.notableType, type), eq(notes.notableId, id));
  const [rows, [total]] = await Promise.all([
    selectNotes(db).where(where).orderBy(desc(notes.createdAt), desc(notes.id)).limit(perPage).offset((page - 1) * perPage),
    db.select({ n: count() }).from(notes).where(where),
  ]);
  return { rows: rows.map(serialize), total: total?.n ?? 0 };
}

export async function noteById(db: DbOrTx, id: number): Promise<Note | null> {
  const [row] = await selectNotes(db).where(eq(notes.id, id)).limit(1);
  return row ? serialize(row) : null;
}

/** `lock`: FOR UPDATE, so a concurrent edit or delete waits for this transaction. */
export async function findNoteRow(db: DbOrTx, id: number, lock = false): Promise<NoteRow | null> {
  const query = db.select().from(notes).where(eq(notes.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function insertNote(tx: DbOrTx, values: { notableType: string; notableId: string; body: string; userId: number | null }): Promise<NoteRow> {
  const [row] = await tx.insert(notes).values(values).returning();
  return row!;
}

export async function updateNoteBody(tx: DbOrTx, id: number, body: string): Promise<NoteRow> {
  const [row] = await tx.update(notes).set({ body, updatedAt: new Date() }).where(eq(notes.id, id)).returning();
  return row!;
}

export async function deleteNote(tx: DbOrTx, id: number): Promise<void> {
  await tx.delete(notes).where(eq(notes.id, id));
}

/** What the activity log keeps of a note. */
export const noteLog = (n: NoteRow) => ({ id: n.id, notable_type: n.notableType, notable_id: n.notableId, body: n.body, user_id: n.userId });
