import { addDays, type CalendarOverride } from '../calendar/workdays.ts';
import type { OrdersProcessingStatus } from '../orders/ordersProcessing.schemas.ts';
import { createRng } from '../planner/createRng.ts';
import { type JobEndFields, jobEnded } from '../planningJobs/jobEnded.ts';
import { buildScenarioOrders } from './buildScenarioOrders.ts';
import {
  DEMO_PROCESSING_POLL_MS,
  type DemoBaseConfig,
  type DemoOrderDraft,
  type DemoProduct,
  type DemoSettlement,
  type DemoVehicle,
  splitDemoPlanning,
  type TestOrderScenario,
} from './demo.schemas.ts';
import { type EvaluateOrderRules, withRuleDeadlines } from './demoDeadlines.ts';
import {
  type DemoInputProblem,
  demoDays,
  demoInputProblem,
  generateDemoOrders,
  withGeneratedIds,
} from './generateDemoOrders.ts';

/** The freight request of shell.md §3: order ids plus options. */
export interface FreightRequest {
  orderIds: string[];
  options: { forceMerge: boolean; manual: boolean; forceDate: boolean };
}

/** The calls demo generation makes (shell.md §7), supplied by the web client or a test. */
export interface DemoPort {
  setAutoProcessing(on: boolean): Promise<void>;
  baseConfig(): Promise<DemoBaseConfig>;
  calendar(from: string, to: string): Promise<CalendarOverride[]>;
  factories(): Promise<{ shortName: string }[]>;
  products(): Promise<DemoProduct[]>;
  vehicles(): Promise<DemoVehicle[]>;
  settlements(count: number): Promise<DemoSettlement[]>;
  generateIds(factoryShortName: string, date: string): Promise<{ orderId?: string; orderNr?: string }>;
  /** The active mode's rules over order rows (the expected deadlines: the same rules an order save runs). */
  evaluateOrderRules: EvaluateOrderRules;
  /** POST create with force=true and confirmed=true (its capacity warnings); answers the stored order id. */
  createOrder(order: DemoOrderDraft): Promise<string>;
  isProcessing(): Promise<boolean>;
  /** "Calculate new freights" for the created orders (POST /api/freights/process-orders): the job id. */
  requestFreights(request: FreightRequest): Promise<string>;
  /** check-processing `?jobId=`: whether the job is over, and the freight ids it made. */
  checkJob(jobId: string): Promise<JobEndFields & Pick<OrdersProcessingStatus, 'lastProcessingResultIds'>>;
  wait(ms: number): Promise<void>;
  /** Demo errors go to the console only (shell.md §8). */
  logError(message: string, error: unknown): void;
}

export type DemoPhase = 'preparing' | 'creating' | 'waiting' | 'freights' | 'planning' | 'done';
export interface DemoProgress {
  phase: DemoPhase;
  created: number;
  total: number;
}

/** What a run did: the created ids, how many failed, and what became of the freight request. */
export interface DemoOutcome {
  createdIds: string[];
  failedCount: number;
  /** created: the planning job ended (freightIds); timedOut: it still ran when the wait gave up. */
  freights: 'created' | 'timedOut' | 'failed' | 'skipped';
  /** The freights the planning job made. */
  freightIds: string[];
  /** Created orders left out of the freight request: new, waiting for the planner. */
  waitingIds?: string[];
  /** Processing still ran when the wait gave up. */
  processingTimedOut: boolean;
  /** Master data missing: nothing was created. */
  problem: DemoInputProblem | null;
}

/** Processing is checked at most this many times (10 minutes at 5 s) before the run stops waiting. */
const MAX_PROCESSING_CHECKS = 120;
/** Distinct addresses asked for: enough variety without one settlement per order. */
const SETTLEMENT_SAMPLE = 60;
/** Calendar overrides are read this far past the last day: expected deadlines lie beyond it. */
const CALENDAR_MARGIN_DAYS = 90;

export interface DemoRunOptions {
  today: string;
  days: number;
  categories: readonly string[];
  seed?: number;
  onProgress?(p: DemoProgress): void;
}

/** Base config, calendar overrides (from … to), factories, products and vehicles, read in parallel. */
async function readMasterData(port: DemoPort, from: string, to: string) {
  const [baseConfig, calendar, factories, products, vehicles] = await Promise.all([
    port.baseConfig(),
    port.calendar(from, to),
    port.factories(),
    port.products(),
    port.vehicles(),
  ]);
  return { baseConfig, calendar, factories, products, vehicles };
}

/** Saves drafts one by one under server-generated ids; a refused order is logged and skipped. */
async function createAll(
  port: DemoPort,
  drafts: readonly DemoOrderDraft[],
  onCreated: (count: number) => void,
): Promise<{ ids: string[]; failed: number }> {
  const ids: string[] = [];
  let failed = 0;
  for (const draft of drafts) {
    try {
      const generated = await port.generateIds(draft.factoryShortName, draft.releaseDate ?? '');
      ids.push(await port.createOrder(withGeneratedIds(draft, generated)));
      onCreated(ids.length);
    } catch (error) {
      failed++;
      port.logError(`demo: order ${draft.orderId} not created`, error);
    }
  }
  return { ids, failed };
}

/** Waits while the server reports processing, checking every 5 s; true when it gave up. */
async function waitForProcessing(port: DemoPort): Promise<boolean> {
  for (let i = 0; i < MAX_PROCESSING_CHECKS; i++) {
    if (!(await port.isProcessing())) return false;
    await port.wait(DEMO_PROCESSING_POLL_MS);
  }
  return true;
}

/** Waits for the planning job, checking every 5 s: its freight ids, or null when the wait gave up. */
async function waitForJob(port: DemoPort, jobId: string): Promise<string[] | null> {
  for (let i = 0; i < MAX_PROCESSING_CHECKS; i++) {
    const s = await port.checkJob(jobId);
    if (jobEnded(s, jobId)) return s.lastProcessingResultIds;
    await port.wait(DEMO_PROCESSING_POLL_MS);
  }
  return null;
}

/** Requests freight calculation for the ids and waits for the job (errors go to the console). */
async function calculateFreights(
  port: DemoPort,
  orderIds: string[],
  onPlanning: () => void,
): Promise<Pick<DemoOutcome, 'freights' | 'freightIds'>> {
  try {
    const jobId = await port.requestFreights({
      orderIds,
      options: { forceMerge: false, manual: false, forceDate: false },
    });
    onPlanning();
    const freightIds = await waitForJob(port, jobId);
    return freightIds === null
      ? { freights: 'timedOut', freightIds: [] }
      : { freights: 'created', freightIds };
  } catch (error) {
    port.logError('demo: freight calculation failed', error);
    return { freights: 'failed', freightIds: [] };
  }
}

/**
 * Demo generation of shell.md §4: auto-processing off; read base config, calendar, factories,
 * products, vehicles and settlements; create the orders day by day; wait while processing runs;
 * then request freight calculation for the created ids and wait for that job's freights.
 */
export async function runDemoGeneration(port: DemoPort, options: DemoRunOptions): Promise<DemoOutcome> {
  const progress = (p: DemoProgress) => options.onProgress?.(p);
  progress({ phase: 'preparing', created: 0, total: 0 });
  await port.setAutoProcessing(false);
  const days = demoDays(options.today, options.days);
  const last = days[days.length - 1] ?? options.today;
  const [data, settlements] = await Promise.all([
    readMasterData(port, options.today, addDays(last, CALENDAR_MARGIN_DAYS)),
    port.settlements(SETTLEMENT_SAMPLE),
  ]);
  const problem = demoInputProblem({ ...data, settlements });
  const empty = { createdIds: [], failedCount: 0, freightIds: [], processingTimedOut: false };
  if (problem) return { ...empty, freights: 'skipped', problem };
  const generated = generateDemoOrders({
    ...data,
    today: options.today,
    days: options.days,
    categories: options.categories,
    settlements,
    rng: createRng(options.seed ?? Date.now()),
  });
  const drafts = await withRuleDeadlines(
    generated,
    { ...data, today: options.today },
    port.evaluateOrderRules,
  );
  progress({ phase: 'creating', created: 0, total: drafts.length });
  const { ids, failed } = await createAll(port, drafts, (created) =>
    progress({ phase: 'creating', created, total: drafts.length }),
  );
  const outcome = { createdIds: ids, failedCount: failed, problem: null };
  const at = (phase: DemoPhase) => progress({ phase, created: ids.length, total: drafts.length });
  if (ids.length === 0) return { ...outcome, freights: 'skipped', freightIds: [], processingTimedOut: false };
  at('waiting');
  const processingTimedOut = await waitForProcessing(port);
  at('freights');
  const { planned, waiting } = splitDemoPlanning(ids);
  const freights = await calculateFreights(port, planned, () => at('planning'));
  at('done');
  return { ...outcome, ...freights, waitingIds: waiting, processingTimedOut };
}

/** A scenario submit (shell.md §4): creates the scenario's fixed orders; answers their ids. */
export async function submitScenario(
  port: DemoPort,
  scenario: TestOrderScenario,
  options: { today: string; categories: readonly string[]; seed?: number },
): Promise<{ createdIds: string[]; failedCount: number; problem: DemoInputProblem | null }> {
  const data = await readMasterData(port, options.today, addDays(options.today, CALENDAR_MARGIN_DAYS));
  const problem = demoInputProblem(data);
  if (problem) return { createdIds: [], failedCount: 0, problem };
  const built = buildScenarioOrders(scenario, {
    ...data,
    today: options.today,
    categories: options.categories,
    rng: createRng(options.seed ?? Date.now()),
  });
  const drafts = await withRuleDeadlines(built, { ...data, today: options.today }, port.evaluateOrderRules);
  const { ids, failed } = await createAll(port, drafts, () => {});
  return { createdIds: ids, failedCount: failed, problem: null };
}
