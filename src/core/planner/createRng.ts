/** A seeded pseudo-random generator: the solver must give the same answer for the same seed. */
export interface Rng {
  /** Uniform integer in [0, 2^32). */
  nextU32(): number;
  /** Uniform integer in [0, n). */
  int(n: number): number;
  /** Uniform float in [0, 1). */
  float(): number;
}

/** xorshift128 seeded through splitmix32, so nearby seeds still give unrelated streams. */
export function createRng(seed: number): Rng {
  let s = seed >>> 0;
  const mix = (): number => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
  let x = mix() || 1;
  let y = mix();
  let z = mix();
  let w = mix();
  const nextU32 = (): number => {
    const t = x ^ (x << 11);
    x = y;
    y = z;
    z = w;
    w = (w ^ (w >>> 19) ^ (t ^ (t >>> 8))) >>> 0;
    return w;
  };
  return {
    nextU32,
    int: (n: number) => (n <= 1 ? 0 : nextU32() % n),
    float: () => nextU32() / 4294967296,
  };
}

/** Fisher–Yates shuffle in place with the given generator. */
export function shuffleInPlace(a: Int32Array | number[], rng: Rng): void {
  for (let i = a.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    const t = a[i]!;
    a[i] = a[j]!;
    a[j] = t;
  }
}
