import { describe, expect, it } from 'vitest';
import { asc, inArray } from 'drizzle-orm';
import { realizationInput } from '@harmony/shared';
import { files, realizationImages, realizations } from '../../../src/db/schema.js';
import { seedContentRealizations } from '../../../src/db/seed/content/realizations.js';
import { withApp } from '../../helpers/index.js';

/** The demo portfolio: 15 valid realizations in 15 Polish cities, with one to three library pictures each. */
const t = withApp();

describe('seedContentRealizations', () => {
  it('seeds 15 realizations the API would accept, on the map within Poland, with pictures in order', async () => {
    const pictures = (await t.db.insert(files).values([1, 2, 3, 4].map((n) => ({ originalName: `p${n}.png`, storageKey: `test/seed-${n}-${Math.random()}`, mime: 'image/png', size: 10 })))
      .returning({ id: files.id })).map((f) => f.id);
    const ids = await seedContentRealizations(t.db, pictures);
    const rows = await t.db.select().from(realizations).where(inArray(realizations.id, ids)).orderBy(realizations.id);
    expect(rows).toHaveLength(15);
    expect(new Set(rows.map((r) => r.city)).size).toBe(15);
    expect(new Set(rows.map((r) => r.category)).size).toBe(5);
    for (const r of rows) {
      expect(r.latitude! > 49 && r.latitude! < 54.9 && r.longitude! > 14.1 && r.longitude! < 24.2, `${r.city}`).toBe(true);
      const parsed = realizationInput.safeParse({ title: r.title, slug: r.slug, client: r.client, category: r.category, completed_on: r.completedOn, city: r.city, latitude: r.latitude, longitude: r.longitude });
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    }
    const linked = await t.db.select().from(realizationImages).where(inArray(realizationImages.realizationId, ids)).orderBy(asc(realizationImages.realizationId), asc(realizationImages.position));
    const perRealization = ids.map((id) => linked.filter((l) => l.realizationId === id));
    expect(perRealization.map((l) => l.length)).toEqual(ids.map((_, i) => 1 + (i % 3)));
    expect(perRealization.every((l) => l.filter((x) => x.main).length === 1 && l[0]!.main)).toBe(true);
    expect(linked.every((l) => pictures.includes(l.fileId))).toBe(true);
  });
});
