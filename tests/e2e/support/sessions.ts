import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import type { Role } from '../../../src/core/permissions/index.ts';
import type { AuthResult } from '../../../src/core/users/users.schemas.ts';
import { API_PATHS, ApiClient, apiRoot, apiSignIn } from './api.ts';

/** A sign-in is reused while it has this much life left (tokens live 900 s; a test takes ≤ 120 s). */
const FRESH_FOR_MS = 5 * 60_000;
const PASSWORD = 'e2e-Worker-123';

/**
 * One user per role, worker and spec file, created through the API by the demo superadmin and signed
 * in once; signed in again before its token gets old. Own users keep a spec's saved views, quick
 * filters and key overrides away from the other worker's tests and from the specs that run after it
 * (a filter one spec leaves saved never hides another spec's rows).
 */
export class Sessions {
  private readonly cache = new Map<string, AuthResult>();
  /** The browser's sign-ins, per user (see `browser`), apart from the API clients'. */
  private readonly browserCache = new Map<string, AuthResult>();
  /** User names known to exist (created by this worker or found in the user list). */
  private readonly existing = new Set<string>();
  private admin: AuthResult | undefined;
  private demoTransporter: AuthResult['user']['transporter'] | undefined;

  constructor(
    private readonly request: APIRequestContext,
    private readonly baseURL: string | undefined,
    private readonly worker: number,
  ) {}

  /** The user name of a role in a spec file, e.g. `e2e-w0-orders-logistics-manager`. */
  username(role: Role, specFile: string): string {
    const spec = path.basename(specFile).replace(/\.spec\.ts$/, '');
    return `e2e-w${this.worker}-${spec}-${role.replaceAll('_', '-')}`;
  }

  /** A sign-in of the role's user in the spec with at least five minutes left. */
  auth(role: Role, specFile: string): Promise<AuthResult> {
    return this.kept(this.cache, role, specFile);
  }

  /**
   * The browser's sign-in of the role's user in the spec: a session the API clients never use (a
   * sign-out in the page revokes it), handed from one test to the next while it has five minutes
   * left: a sign-in checks a password (scrypt, half a second on a loaded machine), and a worker runs
   * one test at a time, so one test holds it. After each test `handOver` decides whether the next
   * may have it.
   */
  browser(role: Role, specFile: string): Promise<AuthResult> {
    return this.kept(this.browserCache, role, specFile);
  }

  /** The sign-in a cache keeps for the role's user in the spec, or a new one when it has under five minutes. */
  private async kept(cache: Map<string, AuthResult>, role: Role, specFile: string): Promise<AuthResult> {
    const username = this.username(role, specFile);
    const cached = cache.get(username);
    if (cached && cached.expiresAt - Date.now() > FRESH_FOR_MS) return cached;
    const auth = await this.signIn(role, username);
    cache.set(username, auth);
    return auth;
  }

  /**
   * After a test: the next test gets the browser's session only if the test passed, the page still
   * held that very token (not signed out, not refreshed: a used-up token refreshed again ends the
   * session; not replaced by another sign-in) and the server still takes it (the user unchanged,
   * the session not revoked). Otherwise the next test signs in anew.
   */
  async handOver(role: Role, specFile: string, heldToken: string | null, passed: boolean): Promise<void> {
    const username = this.username(role, specFile);
    const auth = this.browserCache.get(username);
    if (!auth) return;
    const keep =
      passed &&
      heldToken === auth.token &&
      (
        await this.request.get(`${apiRoot(this.baseURL)}${API_PATHS.modulesActive}`, {
          headers: { Authorization: `Bearer ${auth.token}` },
        })
      ).ok();
    if (!keep) this.browserCache.delete(username);
  }

  /**
   * A sign-in of its own (a session nobody else holds): for a browser, whose sign-out revokes its
   * session and whose refresh uses its token up (rotation), which would break a shared one.
   */
  fresh(role: Role, specFile: string): Promise<AuthResult> {
    return this.signIn(role, this.username(role, specFile));
  }

  private async signIn(role: Role, username: string): Promise<AuthResult> {
    // Created before the first sign-in, never probed by one: failed sign-ins are throttled per address.
    if (!this.existing.has(username)) {
      await this.ensureUser(role, username);
      this.existing.add(username);
    }
    return apiSignIn(this.request, this.baseURL, username, PASSWORD);
  }

  /** The demo superadmin's sign-in, kept while it has life left. */
  private async creator(): Promise<ApiClient> {
    if (!this.admin || this.admin.expiresAt - Date.now() < FRESH_FOR_MS)
      this.admin = await apiSignIn(this.request, this.baseURL, 'superadmin');
    return new ApiClient(this.request, this.baseURL, this.admin);
  }

  /** Registers the user unless it exists (a worker started again after a failure keeps its index). */
  private async ensureUser(role: Role, username: string): Promise<void> {
    const creator = await this.creator();
    if ((await creator.users()).some((u) => u.username === username)) return;
    // Transporter users belong to the demo transporter (the seeded fleet and events are theirs).
    if (role.startsWith('transporter_') && this.demoTransporter === undefined)
      this.demoTransporter = (
        await apiSignIn(this.request, this.baseURL, 'transporter-manager')
      ).user.transporter;
    await creator.registerUser({
      username,
      password: PASSWORD,
      firstName: 'Teszt',
      lastName: `W${this.worker}`,
      role,
      transporter: role.startsWith('transporter_') ? (this.demoTransporter ?? null) : null,
    });
  }
}
