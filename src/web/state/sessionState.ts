import { proxy } from 'valtio';
import type { User } from '../../core/users/users.schemas.ts';

/** The signed-in user's bearer token and document; mirrored in local storage. */
export interface SessionState {
  token: string | null;
  /** Epoch ms. */
  expiresAt: number;
  user: User | null;
}

export const sessionState = proxy<SessionState>({ token: null, expiresAt: 0, user: null });
