import { ROLES, type RoleOrAnyone } from '../../core/permissions/roles.ts';

/** Who is calling: a signed-in user, the synthetic user of AUTH_DISABLED, or anyone. */
export interface Actor {
  role: RoleOrAnyone;
  /** null for anyone and for the synthetic user. */
  userId: string | null;
  username: string | null;
  transporterId: string | null;
  /** The AUTH_DISABLED stand-in, not a stored user. */
  synthetic: boolean;
}

/** A caller without a (valid) token. */
export const ANONYMOUS: Actor = {
  role: ROLES.ANYONE,
  userId: null,
  username: null,
  transporterId: null,
  synthetic: false,
};

/** With AUTH_DISABLED every caller without a token acts as this admin, so users get editing abilities. */
export const AUTH_DISABLED_ACTOR: Actor = {
  role: ROLES.ADMIN,
  userId: null,
  username: 'auth-disabled',
  transporterId: null,
  synthetic: true,
};
