import { PGlite, types } from "@electric-sql/pglite";
import { isUniqueViolation, PreparedStatementClient } from "@investar/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * The embedded database's statements prepared once (docs/adr/0068-prepared-statements-on-the-embedded-database.md):
 * every answer must be the one PGlite's own `query` gives, and the session must stay usable after errors.
 */
let pglite: PGlite;

beforeAll(async () => {
  pglite = await PGlite.create();
  await pglite.exec(`
    CREATE TABLE things (
      id serial PRIMARY KEY, name text NOT NULL UNIQUE, price numeric(12, 2), tags text[], data jsonb,
      at timestamptz, born date, flag boolean, bytes bytea, big bigint
    )`);
});
afterAll(() => pglite.close());

const preparedNames = async () =>
  (await pglite.query<{ name: string }>("SELECT name FROM pg_prepared_statements ORDER BY name")).rows.map((row) => row.name);

describe("a PGlite client with prepared statements", () => {
  it("gives the same rows, fields and counts as PGlite's own query, for every kind of value, in both row modes", async () => {
    const client = new PreparedStatementClient(pglite);
    const insert =
      "INSERT INTO things (name, price, tags, data, at, born, flag, bytes, big) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING *";
    const values = (name: string) => [
      name,
      "1234.50",
      ["a", "b,c", 'd"e'],
      { nested: [1, "₹"] },
      new Date("2026-11-28T10:00:00Z"),
      "2026-11-28",
      true,
      new Uint8Array([0, 255]),
      9007199254740993n,
    ];
    const mine = await client.query<Record<string, unknown>>(insert, values("prepared"));
    const theirs = await pglite.query<Record<string, unknown>>(insert, values("plain"));
    expect(mine.affectedRows).toBe(1);
    expect(mine.fields).toEqual(theirs.fields);
    expect({ ...mine.rows[0], id: 0, name: "" }).toEqual({ ...theirs.rows[0], id: 0, name: "" });

    const select = "SELECT name, price, tags, data, at, born, flag, bytes, big FROM things WHERE name = ANY($1) ORDER BY name";
    for (const rowMode of ["array", "object"] as const) {
      const ours = await client.query(select, [["prepared", "plain"]], { rowMode });
      expect(ours).toEqual(await pglite.query(select, [["prepared", "plain"]], { rowMode }));
    }
    // The caller's own parsers and serialisers go before PGlite's, as Drizzle's (dates kept as text) and the app's do.
    const asText = (value: string) => `text:${value}`;
    const options = {
      rowMode: "object" as const,
      parsers: { [types.TIMESTAMPTZ]: asText, [types.DATE]: asText, [types.NUMERIC]: asText },
      serializers: { [types.TEXT]: (value: unknown) => String(value).toUpperCase() },
    };
    const chosen = await client.query<Record<string, unknown>>(select, [["prepared", "plain"]], options);
    expect(chosen).toEqual(await pglite.query(select, [["prepared", "plain"]], options));
    expect(chosen.rows[0]).toMatchObject({
      at: expect.stringMatching(/^text:2026-11-28 /),
      born: "text:2026-11-28",
      price: "text:1234.50",
    });
    const shouted = await client.query<{ name: string }>("SELECT $1::text AS name", ["quiet"], options);
    expect(shouted.rows).toEqual([{ name: "QUIET" }]);
    expect(await client.query("SELECT $1::int IS NULL AS missing", [null])).toMatchObject({ rows: [{ missing: true }] });
    const update = await client.query("UPDATE things SET flag = $1 WHERE name LIKE $2", [false, "p%"]);
    expect(update).toMatchObject({ affectedRows: 2, rows: [] });
  });

  it("parses a statement once and keeps no more statements than its capacity, closing the least recently used", async () => {
    const client = new PreparedStatementClient(pglite, 3);
    await pglite.exec("DEALLOCATE ALL");
    for (let round = 0; round < 3; round++) await client.query("SELECT count(*) FROM things WHERE id > $1", [round]);
    expect(await preparedNames()).toHaveLength(1);
    for (const n of [1, 2, 3, 4]) await client.query(`SELECT ${n} AS n, $1::int AS v`, [n]);
    // Closing happens with the next statement sent: three kept, the first ones gone.
    await client.query("SELECT 4 AS n, $1::int AS v", [4]);
    const names = await preparedNames();
    expect(names).toHaveLength(3);
    expect(await client.query("SELECT 1 AS n, $1::int AS v", [7])).toMatchObject({ rows: [{ n: 1, v: 7 }] });
  });

  it("reports errors with their code and statement, and the session answers the next query", async () => {
    const client = new PreparedStatementClient(pglite);
    const insert = "INSERT INTO things (name) VALUES ($1)";
    await client.query(insert, ["twice"]);
    const error = await client.query(insert, ["twice"]).catch((caught: unknown) => caught);
    expect(isUniqueViolation(error, "things_name_key")).toBe(true);
    expect(error).toMatchObject({ query: insert, params: ["twice"] });
    await expect(client.query("SELEC nonsense")).rejects.toMatchObject({ code: "42601" });
    expect(await client.query("SELECT count(*)::int AS n FROM things WHERE name = $1", ["twice"])).toMatchObject({ rows: [{ n: 1 }] });
  });

  it("prepares its statements again after the session dropped them", async () => {
    const client = new PreparedStatementClient(pglite);
    const count = "SELECT count(*)::int AS n FROM things WHERE name = $1";
    await client.query(count, ["twice"]);
    await pglite.exec("DISCARD ALL");
    expect(await client.query(count, ["twice"])).toMatchObject({ rows: [{ n: 1 }] });
  });

  it("runs a transaction's statements inside it: committed together, or rolled back on an error", async () => {
    const client = new PreparedStatementClient(pglite);
    await client.transaction(async (tx) => {
      await tx.query("INSERT INTO things (name) VALUES ($1)", ["in a transaction"]);
      expect(pglite.isInTransaction()).toBe(true);
    });
    const failed = client.transaction(async (tx) => {
      await tx.query("INSERT INTO things (name) VALUES ($1)", ["rolled back"]);
      await tx.query("INSERT INTO things (name) VALUES ($1)", ["in a transaction"]);
    });
    await expect(failed).rejects.toMatchObject({ code: "23505" });
    const { rows } = await client.query<{ name: string }>("SELECT name FROM things WHERE name IN ($1, $2)", [
      "in a transaction",
      "rolled back",
    ]);
    expect(rows).toEqual([{ name: "in a transaction" }]);
  });

  /**
   * The embedded database has one session, so requests that race on PostgreSQL take turns here. The money-moving
   * races are asserted on PostgreSQL (the `*.pg.test.ts` files, docs/adr/0032-fast-tests.md#which-tests-run-on-postgresql);
   * what they rely on from this client is that turns never interleave: a transaction's read-then-write is not cut into by
   * another's, and a statement outside one never sees a transaction's rows before it commits.
   */
  it("runs transactions and statements started at once one after another: no update lost, nothing seen uncommitted", async () => {
    const client = new PreparedStatementClient(pglite);
    await client.query("INSERT INTO things (name, big) VALUES ($1, 0)", ["counter"]);
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const increments = Array.from({ length: 40 }, () =>
      client.transaction(async (tx) => {
        const { rows } = await tx.query<{ big: number }>("SELECT big FROM things WHERE name = $1", ["counter"]);
        await pause(1);
        await tx.query("UPDATE things SET big = $1 WHERE name = $2", [rows[0]!.big + 1, "counter"]);
        await tx.query("INSERT INTO things (name) VALUES ($1)", [`pending ${rows[0]!.big}`]);
        await pause(1);
        await tx.query("DELETE FROM things WHERE name = $1", [`pending ${rows[0]!.big}`]);
      }),
    );
    const reads = Array.from({ length: 40 }, (_, i) =>
      pause(i).then(() => client.query<{ n: number }>("SELECT count(*)::int AS n FROM things WHERE name LIKE 'pending %'")),
    );
    await Promise.all(increments);
    expect((await Promise.all(reads)).map(({ rows }) => rows[0]!.n)).toEqual(Array.from({ length: 40 }, () => 0));
    const { rows } = await client.query<{ big: number }>("SELECT big FROM things WHERE name = $1", ["counter"]);
    expect(rows[0]!.big).toBe(40);
  });

  it("delivers notifications sent by its statements", async () => {
    const client = new PreparedStatementClient(pglite);
    const heard: string[] = [];
    const unlisten = await pglite.listen("prepared_channel", (payload) => heard.push(payload));
    await client.query("SELECT pg_notify($1, $2)", ["prepared_channel", "hello"]);
    await unlisten();
    expect(heard).toEqual(["hello"]);
  });
});
