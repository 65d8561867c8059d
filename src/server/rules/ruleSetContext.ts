import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

/** What a request's rules evaluations leave for the events it writes. */
interface RuleSetNote {
  ruleSet?: string;
}

const requests = new AsyncLocalStorage<RuleSetNote>();

/**
 * Gives every request a place to note the rule set its checks ran on, so each event the request
 * writes names it (`mode:hash`): whatever the save path, an event of a rule-checked change says
 * which rules judged it. Called once where the rules service is registered.
 */
export function trackRuleSetsPerRequest(app: FastifyInstance): void {
  app.addHook('onRequest', (_request, _reply, done) => {
    requests.run({}, done);
  });
}

/** Notes that the current request's change was checked by this rule set (no request: nothing). */
export function noteRuleSet(mode: string, hash: string | undefined): void {
  const note = requests.getStore();
  if (note && hash) note.ruleSet = `${mode}:${hash}`;
}

/** The rule set (`mode:hash`) the current request's checks ran on, or null when none ran. */
export function currentRuleSet(): string | null {
  return requests.getStore()?.ruleSet ?? null;
}
