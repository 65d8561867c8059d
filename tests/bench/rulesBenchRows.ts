import type { RulesContextInput } from '../../src/core/rules/ruleFacts.schemas.ts';

/** The context of the benchmark and the parity corpus. */
export const BENCH_CTX: RulesContextInput = {
  role: 'logistics_manager',
  today: '2026-01-05',
  calendar: [
    { date: '2026-01-09', workday: false },
    { date: '2026-01-10', workday: true },
  ],
};

/** Deterministic pseudo-random numbers (mulberry32), so every run validates the same rows. */
export function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** n order rows, a mix of valid and invalid values for every validation rule of orders and items. */
export function benchOrderRows(n: number, seed = 42): Record<string, unknown>[] {
  const rnd = seeded(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)] as T;
  const day = () => `2026-01-${String(1 + Math.floor(rnd() * 28)).padStart(2, '0')}`;
  return Array.from({ length: n }, (_, i) => ({
    orderId: `260105ABC${i}`,
    type: pick(['delivery', 'pickup', 'rush', undefined]),
    deliveryAddress: pick(['Budapest, Fő utca 1.', '', 'Győr, Ipari park 3.']),
    geocoded: pick([true, true, false]),
    unknownItemNumbers: pick([[], [], ['X-1']]),
    customer: {
      name: 'Kft',
      phone: pick(['+36 1 234 5678', '06-1/234a', '']),
      email: pick(['a@b.hu', 'bad@', '']),
    },
    orderDeadlineDate: pick([day(), null]),
    releaseDate: pick([day(), null]),
    externalIds: { incoterm: pick(['Z', 'X', 'EXW', '']) },
    orderItems: Array.from({ length: Math.floor(rnd() * 3) }, () => ({
      quantity: pick([0, 5, 12, -1]),
      kg: pick([0, 10, 250]),
      unitPerPallet: pick([4, 10, undefined]),
    })),
  }));
}

/**
 * The rows of the browser/Node parity check (tests/e2e/rules.spec.ts) for a mode: 100. The 300 it had
 * cost 3.4 MB of results with traces a mode, sent from the browser worker through the page to the
 * test and compared twice (most of the test's 8–9 s); every branch outcome of those 300 rows (each
 * rule fired or not, each condition's result) was in their first 54 in all five modes.
 * tests/unit/rules/parityCorpus.test.ts fails when a rule's outcome needs more rows than these.
 */
export const PARITY_CORPUS_ROWS = 100;

export const parityCorpus = (mode: string): Record<string, unknown>[] =>
  benchOrderRows(PARITY_CORPUS_ROWS, mode.length);
