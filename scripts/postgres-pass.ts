/**
 * The server files tagged `*.pg.test.ts` (docs/adr/0032-fast-tests.md#which-tests-run-on-postgresql): with
 * TEST_DATABASE_URL they run on PostgreSQL with files in a local S3 server, and the PGlite pass leaves them to that
 * pass; without it they run on PGlite like every other file. Shared by `npm test` and `npm run test:profile`.
 */
export const postgresRun = Boolean(process.env.TEST_DATABASE_URL);

/**
 * The PGlite pass's environment and arguments: the server project leaves the tagged files out (vitest.config.ts) when
 * the PostgreSQL pass runs them, and a pattern may then match none of its files.
 */
export const pglitePassEnv: NodeJS.ProcessEnv = postgresRun ? { TAGGED_FILES_ON_POSTGRES: "1" } : {};
export const pglitePassArgs: string[] = postgresRun ? ["--passWithNoTests"] : [];

/** The PostgreSQL pass's project (a pattern may match only files it does not run, hence --passWithNoTests) and environment. */
export const postgresPassArgs = ["--project", "server-postgres", "--passWithNoTests"];
export const postgresPassEnv = { INTEGRATION_DB: "postgres", TEST_STORAGE: "s3" };
