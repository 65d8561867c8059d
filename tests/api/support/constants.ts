/** Password of every seeded demo user in the API tests. */
export const TEST_DEMO_PASSWORD = 'test-demo-password';
/**
 * scrypt's log2 N in the API tests (PASSWORD_HASH_COST of their apps and server processes, the
 * templates' seeded users): a sign-in costs ~4 ms of CPU instead of ~0.1–0.14 s at the production 15.
 */
export const TEST_PASSWORD_HASH_COST = 10;
/** Fixed signing secret of the test apps (so tests can craft tokens). */
export const TEST_JWT_SECRET = 'test-jwt-secret-0123456789abcdef0123456789';

/** URL of another database on the same PostgreSQL server. */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
