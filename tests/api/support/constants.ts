/** Password of every seeded demo user in the API tests. */
export const TEST_DEMO_PASSWORD = 'test-demo-password';
/** Fixed signing secret of the test apps (so tests can craft tokens). */
export const TEST_JWT_SECRET = 'test-jwt-secret-0123456789abcdef0123456789';

/** URL of another database on the same PostgreSQL server. */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
