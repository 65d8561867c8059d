import { proxy, subscribe } from 'valtio';

/** How often and when the user last ran each command from the palette (kept in this browser). */
const KEY = `${import.meta.env?.BASE_URL ?? '/'}:recentCommands`;
type Uses = Record<string, { n: number; at: number }>;

const load = (): Uses => {
  try {
    const raw = typeof localStorage === 'object' ? localStorage.getItem(KEY) : null;
    return raw ? (JSON.parse(raw) as Uses) : {};
  } catch {
    return {};
  }
};

export const recentCommandState = proxy<{ uses: Uses }>({ uses: load() });
subscribe(recentCommandState, () => {
  try {
    localStorage.setItem(KEY, JSON.stringify(recentCommandState.uses));
  } catch {
    // Storage full or unavailable: the ranking lives for this page only.
  }
});

export function rememberCommand(id: string, now = Date.now()): void {
  const before = recentCommandState.uses[id];
  recentCommandState.uses[id] = { n: (before?.n ?? 0) + 1, at: now };
}

/** 0–3: used often and lately ranks higher (a week-old use counts half). */
export function recencyBoost(uses: Uses, id: string, now = Date.now()): number {
  const u = uses[id];
  if (!u) return 0;
  const age = Math.max(0, now - u.at) / (7 * 24 * 3600_000);
  return Math.min(3, Math.log2(1 + u.n) / (1 + age));
}
