import type { z } from 'zod';
import type {
  appConfigAnswer,
  appConfigSettingsAnswer,
  fieldEditSettingAnswer,
  palletTypeAnswer,
  versionInfoAnswer,
  viewConfigAnswer,
} from './config.answers.ts';

/** A pallet type; `ratio` is its floor area relative to EUR (the loom planner counts by it). */
export type PalletType = z.output<typeof palletTypeAnswer>;

/** What the permission rules let one role change on one entity (core/rules/rulePermissionProbes.ts). */
export type FieldEditSettingDoc = z.output<typeof fieldEditSettingAnswer>;

/** View settings of shell.md §3: title, logos, favicon, theme, product categories. */
export type ViewConfig = z.output<typeof viewConfigAnswer>;

/** One demo scenario of the "Teszt forgatókönyvek" dialog (logistics config mode only): core/demo. */
export type { TestOrderScenario } from '../demo/demo.schemas.ts';

/** The `config` part of GET /api/config. */
export type AppConfig = z.output<typeof appConfigSettingsAnswer>;

/** GET /api/config: readable before sign-in. */
export type AppConfigResponse = z.output<typeof appConfigAnswer>;

/** GET /api/version */
export type VersionInfo = z.output<typeof versionInfoAnswer>;
