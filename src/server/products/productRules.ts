import type { ProductSheetReply } from '../../core/products/productLoad.schemas.ts';
import { type ProductRowError, productRuleErrors } from '../../core/products/productRows.ts';
import type { RulesContextInput } from '../../core/rules/ruleFacts.schemas.ts';
import type { AppServices } from '../appServices.ts';
import { loadActiveModules } from '../db/repositories/modules.repository.ts';
import type { Actor } from '../policies/actor.ts';
import { PALLET_TYPES } from '../presenters/appConfig.presenter.ts';
import { rulesContextFor } from '../rules/enforceRules.ts';
import type { RulesService } from '../rules/rulesService.ts';

/** What a product save adds to the rules' context: the configured pallet types (knownPalletType). */
export const productRulesCtx = (): Partial<RulesContextInput> => ({
  palletTypes: PALLET_TYPES.map((p) => ({ name: p.name, ratio: p.ratio, kg: 0 })),
});

/**
 * The `product` rules over every typed row of an upload, on the rules pool, as the uploader (role
 * and the modules active now) — the same rules a save of the grid or the dialog runs. Every
 * message of every row, as row errors (productRuleErrors).
 */
export async function productUploadRuleErrors(
  services: AppServices,
  rules: RulesService,
  actor: Actor,
  reply: Extract<ProductSheetReply, { type: 'result' }>,
): Promise<ProductRowError[]> {
  if (reply.products.length === 0) return [];
  const { activeModules } = await loadActiveModules(services.db);
  const ctx = rulesContextFor(services, { role: actor.role, activeModules }, productRulesCtx());
  const set = rules.set;
  const results = await rules.evaluate({ entity: 'product', rows: reply.products, ctx, allMessages: true });
  const byName = new Map(set.rules.map((r) => [r.name, r]));
  return productRuleErrors(results, reply.rowNumbers, reply.errors, byName);
}
