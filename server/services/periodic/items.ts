import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import {
  PERIODIC_COUNTED_KINDS,
  PERIODIC_KINDS,
  type PeriodicItem,
  type PeriodicKind,
} from '#src/domain/periodic/plan-schema';
import { isAvailable } from '../giving/catalog';
import { publicPrograms } from '../content-media/programs';
import { publicRows } from '../publishing/visibility';

export type { PeriodicItem };

const MAX_ITEMS = 200;

export async function listPeriodicItems(db: Kysely<Database>): Promise<PeriodicItem[]> {
  const catalogKinds = PERIODIC_KINDS.filter((kind) => kind !== 'program');
  const [rows, programs] = await Promise.all([
    db
      .selectFrom('giving_items')
      .selectAll()
      .where(publicRows('catalog'))
      .where('kind', 'in', catalogKinds)
      .orderBy('kind')
      .orderBy('position')
      .orderBy('id')
      .limit(MAX_ITEMS)
      .execute(),
    db
      .selectFrom('programs')
      .select(['id', 'title_ar', 'title_en'])
      .where(publicPrograms())
      .orderBy('position')
      .orderBy('id')
      .limit(MAX_ITEMS)
      .execute(),
  ]);
  const items: PeriodicItem[] = [];
  for (const row of rows) {
    if (!isAvailable(row)) continue;
    const counted = (PERIODIC_COUNTED_KINDS as readonly string[]).includes(row.kind);
    if (counted && row.unit_price === null) continue;
    items.push({
      kind: row.kind as PeriodicKind,
      ref: String(row.id),
      title: { ar: row.title_ar, en: row.title_en },
      unitPrice: counted ? Number(row.unit_price) : null,
    });
  }
  for (const program of programs)
    items.push({
      kind: 'program',
      ref: String(program.id),
      title: { ar: program.title_ar, en: program.title_en },
      unitPrice: null,
    });
  // General causes first ("where most needed" leads the list), then in the kinds' own order.
  const rank = (kind: PeriodicKind) => PERIODIC_KINDS.indexOf(kind);
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => rank(a.item.kind) - rank(b.item.kind) || a.index - b.index)
    .map(({ item }) => item);
}
