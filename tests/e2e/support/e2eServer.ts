import { randomUUID } from 'node:crypto';
import { setPasswordHashCost } from '../../../src/server/auth/passwords.ts';
import { loadConfigOrExit } from '../../../src/server/config.ts';
import { openDatabase } from '../../../src/server/db/client.ts';
import { migrateToLatest } from '../../../src/server/db/migrate.ts';
import { insertFreights, insertPickups } from '../../../src/server/db/repositories/freights.repository.ts';
import { findUserByUsername } from '../../../src/server/db/repositories/users.repository.ts';
import { seedDatabase } from '../../../src/server/db/seed/seed.ts';
import { newFreightValues, newPickupValues } from '../../factories/freights.factory.ts';
import { seedFreightBills } from './seeds/freightBills.ts';
import { seedOrganizer } from './seeds/organizer.ts';
import { seedTimeSlots } from './seeds/timeSlots.ts';

/**
 * The end-to-end server: the real one (src/server/main.ts) on a database that also holds stored
 * freights and pickups. No API creates a freight without planning, and the server holds its
 * embedded database alone, so they are written here, before it starts (once per data directory).
 * All of them are of the factory `E2E_FACTORY`; the demo transporter's users own some of them.
 */
export const E2E_FACTORY = 'E2E';

const config = loadConfigOrExit();
// The seeded users' hashes at the run's cost (PASSWORD_HASH_COST, playwright.config.ts), as main.ts sets it.
if (config.passwordHashCost !== undefined) setPasswordHashCost(config.passwordHashCost);
const database = await openDatabase(config);
await migrateToLatest(database.db);
await seedDatabase(database.db, { demoPassword: config.demoPassword, configMode: config.configMode });
const seeded = await database.db
  .selectFrom('freights')
  .select('id')
  .where('factory_short_name', '=', E2E_FACTORY)
  .executeTakeFirst();
if (!seeded) {
  const own = (await findUserByUsername(database.db, 'transporter-manager'))?.transporterId ?? null;
  const foreign = randomUUID();
  const stop = (orderId: string, city: string) => ({
    waypoints: [{ ...newFreightValues().waypoints[0]!, orderId, orderIds: [orderId], city }],
    cargo: [{ ...newFreightValues().cargo[0]!, orderId }],
  });
  await insertFreights(database.db, [
    newFreightValues({ factoryShortName: E2E_FACTORY, transporterId: own, ...stop('E2E-O1', 'Győr') }),
    newFreightValues({ factoryShortName: E2E_FACTORY, transporterId: own, ...stop('E2E-O2', 'Pápa') }),
    newFreightValues({ factoryShortName: E2E_FACTORY, transporterId: own, ...stop('E2E-O3', 'Sopron') }),
    newFreightValues({ factoryShortName: E2E_FACTORY, transporterId: null, ...stop('E2E-O4', 'Tata') }),
    newFreightValues({ factoryShortName: E2E_FACTORY, transporterId: foreign, ...stop('E2E-O5', 'Pécs') }),
  ]);
  // A demo factory's freight with two stops, for the waypoint dialog (freightWaypoints.spec.ts).
  const at = (orderId: string, city: string, coordinates: [number, number]) => ({
    ...newFreightValues().waypoints[0]!,
    ...{ orderId, orderIds: [orderId], city, address: city, point: { type: 'Point' as const, coordinates } },
  });
  await insertFreights(database.db, [
    newFreightValues({
      factoryShortName: 'TVS',
      waypoints: [
        at('WPT-1', 'Nyíregyháza', [21.7244, 47.9558]),
        at('WPT-2', 'Debrecen', [21.6273, 47.5316]),
      ],
      cargo: ['WPT-1', 'WPT-2'].map((orderId) => ({ ...newFreightValues().cargo[0]!, orderId })),
    }),
  ]);
  await insertPickups(database.db, [
    newPickupValues({ factoryShortName: E2E_FACTORY }),
    newPickupValues({ factoryShortName: E2E_FACTORY }),
  ]);
}
// The cargo split spec's freight: two orders at one stop, of its own factory. No id here contains
// "E2E": the freights specs count what the quick filter "E2E" finds.
export const SPLIT_FACTORY = 'SPLT';
const splitSeeded = await database.db
  .selectFrom('freights')
  .select('id')
  .where('factory_short_name', '=', SPLIT_FACTORY)
  .executeTakeFirst();
if (!splitSeeded) {
  const line = newFreightValues().cargo[0]!;
  await insertFreights(database.db, [
    newFreightValues({
      factoryShortName: SPLIT_FACTORY,
      waypoints: [{ ...newFreightValues().waypoints[0]!, orderId: 'SPL-1', orderIds: ['SPL-1', 'SPL-2'] }],
      cargo: [
        { ...line, orderId: 'SPL-1' },
        { ...line, orderId: 'SPL-2', pallets: 6, kg: 4500 },
      ],
      pallets: 18,
      palletPlaces: 18,
      kg: 13500,
    }),
  ]);
}
await seedOrganizer(database.db);
await seedTimeSlots(database.db);
await seedFreightBills(database.db);
await (await import('./seeds/lastMile.ts')).seedLastMile(database.db);
await (await import('./seeds/statistics.ts')).seedStatistics(database.db);
await database.close();
await import('../../../src/server/main.ts');
