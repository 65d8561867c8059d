import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import { AUTH_ERRORS } from '../../core/users/auth.api.ts';
import { HttpError } from '../http/httpError.ts';
import { createConcurrencyLimit } from './concurrencyLimit.ts';

/**
 * Password hashes: scrypt from Node's crypto, which runs on libuv's thread pool, so hashing never
 * blocks the event loop (bcryptjs did: 20 parallel sign-ins froze the API for seconds). Stored as
 * `scrypt$<log2 N>$<r>$<p>$<salt>$<hash>` (base64url), so the cost can grow without breaking old
 * hashes. bcrypt hashes of earlier versions still verify (in a worker thread) and are rehashed at
 * the next successful sign-in. scrypt reads every byte of the password: no 72-byte cut as bcrypt had.
 */
export const SCRYPT_COST = { log2N: 15, r: 8, p: 1, keyLength: 32 } as const;

/**
 * log2 N of the hashes this process writes: SCRYPT_COST's unless the server setting
 * PASSWORD_HASH_COST (config.ts; below 15 only with NODE_ENV=test) chose another. The tests' servers
 * use 10 (1/32 of the memory and time): a sign-in is then a few milliseconds of CPU, not 0.1–0.3 s,
 * and the suites sign in thousands of times. Stored hashes carry their own cost, so any hash verifies.
 */
let activeLog2N: number = SCRYPT_COST.log2N;

/** Sets the cost of new hashes (and what `needsRehash` upgrades to): the server does at start-up. */
export function setPasswordHashCost(log2N: number): void {
  activeLog2N = log2N;
}

// Two hashes at a time fill the two cores; more would only make each sign-in slower. The queue
// bound turns a flood into quick refusals instead of minutes of waiting.
/** The shared limit on concurrent password hashing (sign-in, registration, password change). */
export const HASHING = createConcurrencyLimit(
  2,
  64,
  () => new HttpError(503, AUTH_ERRORS.busy, undefined, { 'retry-after': '5' }),
);

function scryptAsync(password: string, salt: Buffer, keyLength: number, options: ScryptOptions) {
  return new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, keyLength, options, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

function scryptOptions(log2N: number, r: number, p: number): ScryptOptions {
  const N = 2 ** log2N;
  // Node refuses above 32 MiB by default; scrypt needs 128 · N · r bytes.
  return { N, r, p, maxmem: 128 * N * r * p + 1024 * 1024 };
}

/** Hashes a password for storage (scrypt, off the event loop, within the hashing limit). */
export function hashPassword(password: string): Promise<string> {
  const { r, p, keyLength } = SCRYPT_COST;
  const log2N = activeLog2N;
  return HASHING.run(async () => {
    const salt = randomBytes(16);
    const key = await scryptAsync(password, salt, keyLength, scryptOptions(log2N, r, p));
    return ['scrypt', log2N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
  });
}

async function verifyScrypt(password: string, stored: string): Promise<boolean> {
  const [, log2N, r, p, salt, hash] = stored.split('$');
  const expected = Buffer.from(hash ?? '', 'base64url');
  if (!salt || expected.length === 0) return false;
  const options = scryptOptions(Number(log2N), Number(r), Number(p));
  const key = await scryptAsync(password, Buffer.from(salt, 'base64url'), expected.length, options);
  return timingSafeEqual(key, expected);
}

function verifyBcryptInWorker(password: string, hash: string): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./bcryptVerify.worker.mjs', import.meta.url), {
      workerData: { password, hash },
    });
    worker.once('message', (ok: unknown) => resolve(ok === true));
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`bcrypt worker exited with ${code}`));
    });
  });
}

/** True when the password matches the stored hash (scrypt, or a legacy bcrypt hash). */
export function verifyPassword(password: string, stored: string): Promise<boolean> {
  return HASHING.run(() => {
    if (stored.startsWith('scrypt$')) return verifyScrypt(password, stored);
    if (/^\$2[abxy]\$/.test(stored)) return verifyBcryptInWorker(password, stored);
    return Promise.resolve(false);
  });
}

/** True when the hash is of an older scheme or cost and should be replaced at the next sign-in. */
export function needsRehash(stored: string): boolean {
  const { r, p } = SCRYPT_COST;
  return !stored.startsWith(`scrypt$${activeLog2N}$${r}$${p}$`);
}

// A hash of a random text, compared against when the user name is unknown, so an unknown name
// costs the same time as a wrong password and timing does not reveal which names exist.
let dummyHash: Promise<string> | undefined;
/** Spends one password comparison for nothing (unknown user names). */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword(`no-such-user-${randomBytes(8).toString('hex')}`);
  await verifyPassword(password, await dummyHash);
}
