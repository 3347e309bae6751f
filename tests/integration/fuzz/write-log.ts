import { beforeAll } from 'vitest'
import { query } from '../../../netlify/server/db'

/**
 * Every row inserted, updated or deleted (and every truncate) in any public table is
 * noted in `fuzz.writes` by a trigger, so a request that writes anything — even an update
 * that leaves the row counts alone — is caught the moment it happens, naming the table.
 * The log lives in its own schema, which the per-test TRUNCATE of useTestDatabase leaves alone.
 */
export function installWriteLog(): void {
  beforeAll(async () => {
    const tables = await query<{ tablename: string }>(`SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`)
    const triggers = tables.map(({ tablename: t }) => `
      CREATE TRIGGER fuzz_note_rows AFTER INSERT OR UPDATE OR DELETE ON public."${t}" FOR EACH ROW EXECUTE FUNCTION fuzz.note_write();
      CREATE TRIGGER fuzz_note_truncate AFTER TRUNCATE ON public."${t}" FOR EACH STATEMENT EXECUTE FUNCTION fuzz.note_write();`)
    await query(`
      CREATE SCHEMA fuzz;
      CREATE TABLE fuzz.writes (id bigserial PRIMARY KEY, table_name text NOT NULL, op text NOT NULL);
      CREATE FUNCTION fuzz.note_write() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO fuzz.writes (table_name, op) VALUES (TG_TABLE_NAME, TG_OP);
        RETURN NULL;
      END $$;
      ${triggers.join('\n')}`)
  })
}

/** The writes noted since the last call ("INSERT users", …), oldest first; the log is emptied. */
export async function takeWrites(): Promise<string[]> {
  const rows = await query<{ id: string; table_name: string; op: string }>(`DELETE FROM fuzz.writes RETURNING id, table_name, op`)
  return rows.sort((a, b) => Number(a.id) - Number(b.id)).map((w) => `${w.op} ${w.table_name}`)
}
