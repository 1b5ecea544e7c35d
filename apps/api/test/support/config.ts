/** The test suites' only reads of the environment. */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;
export const requirePostgres = /^(1|true|yes)$/i.test(process.env.REQUIRE_POSTGRES_TESTS ?? '');
