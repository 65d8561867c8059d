import type { Role } from '../../src/core/permissions/index.ts';
import { expect, test } from './support/fixtures.ts';

test.describe('navigation guards (shell.md §2)', () => {
  const cases: { role: Role; visit: string; lands: string }[] = [
    { role: 'transporter_manager', visit: '/orders', lands: '/freights' },
    { role: 'entrance_supervisor', visit: '/orders', lands: '/timeslots' },
    { role: 'production_viewer', visit: '/vehicles', lands: '/' },
    { role: 'admin', visit: '/no-such-screen', lands: '/' },
    { role: 'logistics_viewer', visit: '/module-settings', lands: '/' },
    { role: 'admin', visit: '/login', lands: '/' },
  ];
  for (const c of cases) {
    test.describe(() => {
      test.use({ role: c.role });
      test(`${c.role} visiting ${c.visit} ends on ${c.lands}`, async ({ shell }) => {
        await shell.open(c.visit);
        await shell.expectRoute(c.lands);
        await expect(shell.userMenuButton).toBeVisible();
      });
    });
  }

  test('signed out, /orders goes to /login', async ({ shell }) => {
    await shell.open('/orders');
    await shell.expectRoute('/login');
    await expect(shell.usernameField).toBeFocused();
  });

  test('signed out, an unknown path goes to / and then to /login', async ({ shell }) => {
    await shell.open('/does/not/exist');
    await shell.expectRoute('/login');
  });

  test('an expired stored sign-in is dropped at start-up', async ({ shell, authFor }) => {
    await shell.useSession({ ...(await authFor('admin')), expiresAt: Date.now() - 1000 });
    await shell.open('/orders');
    await shell.expectRoute('/login');
  });
});
