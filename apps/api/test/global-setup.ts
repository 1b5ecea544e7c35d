import pg from 'pg';
import { requirePostgres, testDatabaseUrl } from './support/config';

/** Says plainly whether the PostgreSQL suites run, and fails when CI requires them and they cannot. */
export default async function globalSetup() {
  if (!testDatabaseUrl) {
    const line = 'PostgreSQL suites SKIPPED: TEST_DATABASE_URL is not set (only the PGlite suites run).';
    if (requirePostgres) throw new Error(`${line} REQUIRE_POSTGRES_TESTS is set, so this run fails.`);
    console.warn(`\n*** ${line} ***\n`);
    return;
  }
  const client = new pg.Client({ connectionString: testDatabaseUrl });
  try {
    await client.connect();
    await client.query('select 1');
  } catch (error) {
    throw new Error(`TEST_DATABASE_URL is set but PostgreSQL cannot be reached: ${(error as Error).message}`);
  } finally {
    await client.end().catch(() => {});
  }
  console.log(`\nPostgreSQL suites run against ${new URL(testDatabaseUrl).host}.\n`);
}
