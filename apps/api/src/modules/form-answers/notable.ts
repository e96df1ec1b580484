import { eq, sql } from 'drizzle-orm';
import { formAnswers } from '../../db/schema.js';
import { registerNotable, serialId } from '../../lib/notable/index.js';
import { ANSWER_FILES_TYPE } from '../public-forms/submit.js';

// An answer's files (a CV) are read by whoever may read the forms, through the files' own download route.
registerNotable(ANSWER_FILES_TYPE, {
  subject: 'Formularze',
  async exists(db, id) {
    const n = serialId(id);
    if (n === null) return false;
    const [row] = await db.select({ one: sql`1` }).from(formAnswers).where(eq(formAnswers.id, n)).limit(1);
    return Boolean(row);
  },
});
