/**
 * scrypt's log2 N in every test server (PASSWORD_HASH_COST, config.ts: below 15 only with
 * NODE_ENV=test): the API apps and their server processes, the templates' seeded users and the e2e
 * server. A sign-in then costs ~4 ms of CPU instead of ~0.1–0.14 s at the production 15, and the
 * suites sign in thousands of times.
 */
export const TEST_PASSWORD_HASH_COST = 10;
