import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * PostgreSQL's identity columns number from their own sequence, which an insert naming its id
 * (the seed's fixed ids) does not move: the next insert without one would be handed an id that is
 * taken. This moves every identity sequence of the schema past its table's highest id, never back
 * (an id once given is not given again). One statement; SQLite numbers from the rows themselves.
 */
export async function advanceIdSequences(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`
    do $$
    declare
      col record;
      seq text;
      top bigint;
    begin
      for col in
        select c.relname as tab, a.attname as att
        from pg_attribute a join pg_class c on c.oid = a.attrelid
        where c.relnamespace = current_schema()::regnamespace and a.attidentity <> '' and not a.attisdropped
      loop
        seq := pg_get_serial_sequence(quote_ident(col.tab), col.att);
        execute format('select max(%I) from %I', col.att, col.tab) into top;
        if top > coalesce(pg_sequence_last_value(seq::regclass), 0) then
          perform setval(seq, top);
        end if;
      end loop;
    end $$`.execute(db);
}
