import type { DemoSettlement } from '../../core/demo/demo.schemas.ts';
import { demoStreetAddress, type Rng } from '../../core/demo/demoRandom.ts';
import type { Gazetteer } from '../geo/gazetteer.ts';

/**
 * Up to `count` distinct random settlements of the gazetteer, each with a street address that the
 * same gazetteer geocodes back to it (so the demo orders are valid, not "not geocodable").
 */
export function pickDemoSettlements(gazetteer: Gazetteer, count: number, rng: Rng): DemoSettlement[] {
  const pool = gazetteer.settlements.map((_, i) => i);
  const out: DemoSettlement[] = [];
  // Partial Fisher–Yates: each settlement at most once, no matter how many are asked for.
  for (let i = 0; i < pool.length && out.length < count; i++) {
    const j = i + rng.int(pool.length - i);
    [pool[i], pool[j]] = [pool[j] as number, pool[i] as number];
    const s = gazetteer.settlements[pool[i] as number];
    if (!s) continue;
    const postalCode = s.postalCodes[0] ?? null;
    const address = demoStreetAddress(rng, s.name, postalCode);
    const hit = gazetteer.geocode(address)?.properties.address;
    if (hit?.city !== s.name || hit.countyCode !== s.countyCode) continue;
    out.push({ name: s.name, county: s.county, postalCode, address, lng: s.point[0], lat: s.point[1] });
  }
  return out;
}
