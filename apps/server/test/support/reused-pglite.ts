import { handleOnPglite, openDatabase, type Database, type DatabaseHandle, type PreparedStatementClient } from "@investar/db";

type Pglite = Parameters<typeof handleOnPglite>[0];

/** The in-memory PGlite under a test app's database (drizzle's client wraps it: packages/db/src/pglite-prepared-statements.ts). */
export const pgliteOf = (db: Database): Pglite => (db as unknown as { $client: PreparedStatementClient }).$client.pglite;

/**
 * Opening a PGlite from a template costs about 0.4 s of CPU (WebAssembly start, the tarball's files, PostgreSQL's
 * start); putting back a template's rows into one that a finished test file used costs a fraction of that. So each
 * worker keeps the database a closed test app leaves and, for the next app that asks for the same template, restores
 * it to exactly the template's rows and sequences, and session state (docs/adr/0067-cheaper-process-starts.md#reused-test-databases).
 * A database whose schema or statistics a test changed, or that a test closed, is not reused.
 */
interface TemplateRows {
  /** The catalogue as the template had it: a database whose catalogue differs is closed, not restored. */
  fingerprint: string;
  tables: string[];
  rows: { table: string; columns: string; json: string }[];
  sequences: { name: string; value: string; called: boolean }[];
}

const spares = new Map<Blob, Pglite>();
const templates = new Map<Blob, Promise<TemplateRows>>();

export interface ReusableDatabase {
  handle: DatabaseHandle;
  dispose(): Promise<void>;
}

export async function openReusedPglite(tarball: Blob): Promise<ReusableDatabase> {
  const spare = spares.get(tarball);
  spares.delete(tarball);
  if (spare) {
    const restored = await restore(spare, await templates.get(tarball)!).catch(() => false);
    if (restored) return lend(spare, tarball);
    await spare.close().catch(() => {});
  }
  const opened = await openDatabase({ kind: "pglite-memory", from: tarball });
  const client = pgliteOf(opened.db);
  if (!templates.has(tarball)) templates.set(tarball, readTemplate(client));
  await templates.get(tarball);
  return lend(client, tarball);
}

function lend(client: Pglite, tarball: Blob): ReusableDatabase {
  return {
    handle: handleOnPglite(client),
    async dispose() {
      if (client.closed) return;
      // One spare per template: a file with two apps at once closes the other.
      if (spares.has(tarball)) await client.close();
      else spares.set(tarball, client);
    },
  };
}

const FINGERPRINT = `SELECT concat_ws('/',
  (SELECT count(*) || ':' || sum(oid::int8) FROM pg_class),
  (SELECT count(*) FROM pg_attribute),
  (SELECT count(*) FROM pg_proc),
  (SELECT count(*) FROM pg_trigger),
  (SELECT count(*) FROM pg_statistic)) AS fingerprint`;

async function fingerprintOf(client: Pglite): Promise<string> {
  const { rows } = await client.query<{ fingerprint: string }>(FINGERPRINT);
  return rows[0]!.fingerprint;
}

/** Every row of every table, every sequence's value and the catalogue's fingerprint. */
export async function readTemplate(client: Pglite): Promise<TemplateRows> {
  const { rows: tables } = await client.query<{ name: string; columns: string | null }>(`
    SELECT format('%I.%I', n.nspname, c.relname) AS name,
           (SELECT string_agg(quote_ident(a.attname), ', ' ORDER BY a.attnum) FROM pg_attribute a
             WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = '') AS columns
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE c.relkind IN ('r', 'p') AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_%'
     ORDER BY 1`);
  const rows: TemplateRows["rows"] = [];
  for (const table of tables) {
    if (!table.columns) continue;
    const { rows: found } = await client.query<{ json: string | null }>(
      `SELECT json_agg(r)::text AS json FROM (SELECT ${table.columns} FROM ${table.name}) r`,
    );
    const json = found[0]?.json;
    if (json) rows.push({ table: table.name, columns: table.columns, json });
  }
  const { rows: sequences } = await client.query<{ name: string; value: string; called: boolean }>(`
    SELECT format('%I.%I', schemaname, sequencename) AS name, coalesce(last_value, start_value)::text AS value,
           last_value IS NOT NULL AS called
      FROM pg_sequences`);
  return { fingerprint: await fingerprintOf(client), tables: tables.map((table) => table.name), rows, sequences };
}

async function restore(client: Pglite, template: TemplateRows): Promise<boolean> {
  // Temporary tables, prepared statements, settings, advisory locks and LISTENs of the last file go first; this
  // also fails when a transaction was left open, and then the database is not reused.
  await client.exec("DISCARD ALL");
  if ((await fingerprintOf(client)) !== template.fingerprint) return false;
  await client.transaction(async (tx) => {
    // Foreign keys and triggers are not checked while the template's own rows go back.
    await tx.exec("SET LOCAL session_replication_role = replica");
    await tx.exec(`TRUNCATE ${template.tables.join(", ")}`);
    for (const { table, columns, json } of template.rows) {
      await tx.query(
        `INSERT INTO ${table} (${columns}) OVERRIDING SYSTEM VALUE SELECT ${columns} FROM json_populate_recordset(NULL::${table}, $1::json)`,
        [json],
      );
    }
    for (const sequence of template.sequences) {
      await tx.query("SELECT setval($1::regclass, $2::int8, $3)", [sequence.name, sequence.value, sequence.called]);
    }
  });
  return true;
}
