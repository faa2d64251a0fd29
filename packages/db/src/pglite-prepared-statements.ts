import { parse, protocol, type messages, type PGlite, type QueryOptions, type Results, type Transaction } from "@electric-sql/pglite";

/**
 * The embedded database with each distinct statement parsed once (docs/adr/0068-prepared-statements-on-the-embedded-database.md).
 *
 * PGlite's `query` makes six calls into its WebAssembly for every statement (parse, describe, bind, describe,
 * execute, sync), so PostgreSQL parses and analyses the same text again each time. Here a statement is prepared
 * by name the first time its text is seen (parse and describe, in one call), and from then on a query is one
 * call: bind, execute, sync. Values are serialised by the parameter types PostgreSQL reported, with PGlite's own
 * serialisers, and rows are read with its own parsers, so results are what PGlite's `query` gives.
 */

/** Statements kept prepared; the least recently used beyond this are closed. */
const DEFAULT_CAPACITY = 500;

/** SQLSTATE 26000: the named statement is gone (a DISCARD ALL or DEALLOCATE ran on this session). */
const STATEMENT_GONE = "26000";

interface Prepared {
  name: string;
  paramTypes: number[];
  /** The statement's row description (the first message its results start from), or none for a statement without rows. */
  rowDescription: BackendMessage | null;
  /** The type of each column of its rows, the only types its results are parsed by. */
  columnTypes: number[];
}

type Parsers = Parameters<typeof parse.parseResults>[1];
type ParserTable = NonNullable<QueryOptions["parsers"]>;

type BackendMessage = Awaited<ReturnType<PGlite["execProtocolStream"]>>[number];

/** Names stay unique across every client in the process, so two clients on one PGlite never meet. */
let lastStatement = 0;

/** What drizzle's PGlite session calls: `query`, and `transaction` whose callback gets a client with `query`. */
export interface QueryingClient {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
}

export class PreparedStatementClient implements QueryingClient {
  private readonly statements = new Map<string, Prepared>();
  /** Names evicted from `statements`, closed with the next statement sent. */
  private toClose: string[] = [];

  readonly pglite: PGlite;
  private readonly capacity: number;

  constructor(pglite: PGlite, capacity = DEFAULT_CAPACITY) {
    this.pglite = pglite;
    this.capacity = capacity;
  }

  get closed(): boolean {
    return this.pglite.closed;
  }

  async query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    if (!isPreparable(text, options)) return this.pglite.query<T>(text, params, options);
    await this.pglite._checkReady();
    return this.pglite._runExclusiveTransaction(() => this.run<T>(text, params, options, { inTransaction: false }));
  }

  transaction<T>(work: (client: QueryingClient & Pick<Transaction, "closed">) => Promise<T>): Promise<T> {
    return this.pglite.transaction((tx) =>
      work({
        query: <R>(text: string, params: unknown[] = [], options?: QueryOptions) => {
          if (!isPreparable(text, options) || tx.closed) return tx.query<R>(text, params, options);
          return this.run<R>(text, params, options, { inTransaction: true });
        },
        get closed() {
          return tx.closed;
        },
      }),
    );
  }

  private run<T>(
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
    where: { inTransaction: boolean },
  ): Promise<Results<T>> {
    return this.pglite._runExclusiveQuery(async () => {
      try {
        return await this.execute<T>(text, params, options, where);
      } catch (error) {
        if ((error as { code?: unknown }).code !== STATEMENT_GONE) throw attach(error, text, params, options);
        // Every statement of this session went; outside a transaction the query can simply run again.
        this.statements.clear();
        this.toClose = [];
        if (where.inTransaction) throw attach(error, text, params, options);
        return await this.execute<T>(text, params, options, where).catch((again: unknown) => {
          throw attach(again, text, params, options);
        });
      }
    });
  }

  private async execute<T>(text: string, params: unknown[], options: QueryOptions | undefined, where: { inTransaction: boolean }) {
    const statement = this.statements.get(text) ?? (await this.prepare(text, options));
    // Map order is the eviction order: a statement used now goes to the back.
    this.statements.delete(text);
    this.statements.set(text, statement);
    // Looked up, never merged: PGlite's serialiser and parser tables have some 400 entries, and copying one into a
    // new object took ~0.3 ms, more than running the statement (docs/adr/0068-prepared-statements-on-the-embedded-database.md#no-table-copies).
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const type = statement.paramTypes[index]!;
      const serialize = options?.serializers?.[type] ?? this.pglite.serializers[type];
      return serialize ? serialize(value) : String(value);
    });
    const closing = this.toClose.map((name) => protocol.serialize.close({ type: "S", name }));
    this.toClose = [];
    const messages = await this.pglite.execProtocolStream(
      joined([
        ...closing,
        protocol.serialize.bind({ statement: statement.name, values }),
        protocol.serialize.execute({}),
        protocol.serialize.sync(),
      ]),
      { syncToFs: false, onNotice: options?.onNotice },
    );
    if (!where.inTransaction) await this.pglite.syncToFs();
    const results = parse.parseResults(
      statement.rowDescription ? [statement.rowDescription, ...messages] : messages,
      options?.parsers ? columnParsers(statement.columnTypes, options.parsers, this.pglite.parsers) : this.pglite.parsers,
      options?.parsers ? { ...options, parsers: undefined } : options,
    );
    return results[0] as Results<T>;
  }

  private async prepare(text: string, options: QueryOptions | undefined): Promise<Prepared> {
    const name = `investar_${++lastStatement}`;
    const described = await this.pglite.execProtocolStream(
      joined([
        protocol.serialize.parse({ name, text, types: options?.paramTypes }),
        protocol.serialize.describe({ type: "S", name }),
        protocol.serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const rowDescription =
      described.find((message): message is messages.RowDescriptionMessage => message.name === "rowDescription") ?? null;
    const columnTypes = rowDescription ? rowDescription.fields.map((field) => field.dataTypeID) : [];
    const prepared: Prepared = { name, paramTypes: parse.parseDescribeStatementResults(described), rowDescription, columnTypes };
    if (this.statements.size >= this.capacity) {
      const [oldest] = this.statements;
      if (oldest) {
        this.statements.delete(oldest[0]);
        this.toClose.push(oldest[1].name);
      }
    }
    return prepared;
  }
}

/** The parsers of a statement's column types, the caller's before PGlite's, as PGlite's `query` would merge the two tables. */
function columnParsers(columnTypes: number[], chosen: ParserTable, own: ParserTable): Parsers {
  const parsers: Parsers = {};
  for (const type of columnTypes) {
    const parser = chosen[type] ?? own[type];
    if (parser) parsers[type] = parser;
  }
  return parsers;
}

/** Statements PGlite's own path must run: COPY through its /dev/blob device, and calls that pass a blob. */
function isPreparable(text: string, options: QueryOptions | undefined): boolean {
  return !options?.blob && !text.includes("/dev/blob");
}

/** What PGlite adds to a database error, so that logs name the statement either way. */
function attach(error: unknown, query: string, params: unknown[], options: QueryOptions | undefined): unknown {
  if (error && typeof error === "object" && "code" in error) Object.assign(error, { query, params, queryOptions: options });
  return error;
}

function joined(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
