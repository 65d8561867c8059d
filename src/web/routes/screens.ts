import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { AppPath } from '../../core/permissions/index.ts';
import { loadChunk } from './loadChunk.ts';

type Screen = LazyExoticComponent<ComponentType>;

const screen = <M>(loader: () => Promise<M>, pick: (m: M) => ComponentType): Screen =>
  lazy(() => loadChunk(loader).then((m) => ({ default: pick(m) })));

const Orders = screen(
  () => import('../features/orders/OrdersScreen.tsx'),
  (m) => m.OrdersScreen,
);

const Freights = screen(
  () => import('../features/freights/FreightsScreen.tsx'),
  (m) => m.FreightsScreen,
);
const FreightStatistics = screen(
  () => import('../features/statistics/StatisticsScreen.tsx'),
  (m) => m.FreightStatisticsScreen,
);
const OrderStatistics = screen(
  () => import('../features/statistics/StatisticsScreen.tsx'),
  (m) => m.OrderStatisticsScreen,
);
const Pickups = screen(
  () => import('../features/pickups/PickupsScreen.tsx'),
  (m) => m.PickupsScreen,
);

const FreightBills = screen(
  () => import('../features/freightBills/FreightBillsScreen.tsx'),
  (m) => m.FreightBillsScreen,
);

const UserList = screen(
  () => import('../features/users/UserListScreen.tsx'),
  (m) => m.UserListScreen,
);

const Vehicles = screen(
  () => import('../features/vehicles/VehiclesScreen.tsx'),
  (m) => m.VehiclesScreen,
);
const Transporters = screen(
  () => import('../features/transporters/TransportersScreen.tsx'),
  (m) => m.TransportersScreen,
);
const Fleet = screen(
  () => import('../features/fleet/FleetScreen.tsx'),
  (m) => m.FleetScreen,
);

const RoutePlanner = screen(
  () => import('../features/route-planner/RoutePlannerScreen.tsx'),
  (m) => m.RoutePlannerScreen,
);

const Sites = screen(
  () => import('../features/sites/SitesScreen.tsx'),
  (m) => m.SitesScreen,
);

const CalendarSettings = screen(
  () => import('../features/calendar/CalendarSettingsScreen.tsx'),
  (m) => m.CalendarSettingsScreen,
);

const FreightFees = screen(
  () => import('../features/fees/FreightFeesScreen.tsx'),
  (m) => m.FreightFeesScreen,
);

const Products = screen(
  () => import('../features/products/ProductsScreen.tsx'),
  (m) => m.ProductsScreen,
);

const Offers = screen(
  () => import('../features/offers/OffersScreen.tsx'),
  (m) => m.OffersScreen,
);

const CapacityEstimates = screen(
  () => import('../features/capacityEstimates/CapacityEstimatesScreen.tsx'),
  (m) => m.CapacityEstimatesScreen,
);

const Events = screen(
  () => import('../features/events/EventsScreen.tsx'),
  (m) => m.EventsScreen,
);

const BasicSettings = screen(
  () => import('../features/settings/BasicSettingsScreen.tsx'),
  (m) => m.BasicSettingsScreen,
);
const ModuleSettings = screen(
  () => import('../features/settings/ModuleSettingsScreen.tsx'),
  (m) => m.ModuleSettingsScreen,
);

const RulesPlayground = screen(
  () => import('../features/rules-playground/RulesPlaygroundScreen.tsx'),
  (m) => m.RulesPlaygroundScreen,
);

const FreightOrganizer = screen(
  () => import('../features/organizer/OrganizerScreen.tsx'),
  (m) => m.OrganizerScreen,
);

const FreightMap = screen(
  () => import('../features/freightMap/FreightMapScreen.tsx'),
  (m) => m.FreightMapScreen,
);

const TimeSlots = screen(
  () => import('../features/timeSlots/TimeSlotsScreen.tsx'),
  (m) => m.TimeSlotsScreen,
);

/** The code-split screen of every route except the shell's own (/ and /login). */
export const SCREENS: Record<Exclude<AppPath, '/' | '/login'>, Screen> = {
  '/orders': Orders,
  '/freights': Freights,
  '/pickups': Pickups,
  '/freight-organizer': FreightOrganizer,
  '/freight-bills': FreightBills,
  '/capacity-estimate': CapacityEstimates,
  '/timeslots': TimeSlots,
  '/map': FreightMap,
  '/route-planner': RoutePlanner,
  '/freight-statistics': FreightStatistics,
  '/order-statistics': OrderStatistics,
  '/products': Products,
  '/sites': Sites,
  '/vehicles': Vehicles,
  '/transporters': Transporters,
  '/basic-settings': BasicSettings,
  '/calendar-settings': CalendarSettings,
  '/freight-fees': FreightFees,
  '/fleet': Fleet,
  '/offers': Offers,
  '/events': Events,
  '/userlist': UserList,
  '/module-settings': ModuleSettings,
  '/rules-playground': RulesPlayground,
};
