import {
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  RawNode,
  type RootOperationNode,
  SelectQueryNode,
  type UnknownRow,
} from 'kysely';

let generation = 0;
let sent = 0;
const writes = new WeakSet<object>();

const WRITE_WORDS = /\b(insert|update|delete|merge|truncate|alter|create|drop|copy|call|do)\b/i;

/** A raw sql`` query reads when it is a plain SELECT (or WITH … SELECT) without a writing word. */
function isRead(node: RootOperationNode): boolean {
  if (SelectQueryNode.is(node)) return true;
  if (!RawNode.is(node)) return false;
  const text = node.sqlFragments.join(' ');
  return /^\s*(select|with)\b/i.test(text) && !WRITE_WORDS.test(text);
}

/**
 * A number that grows with every write this process sends to its databases. Cached read models
 * (polls answered from a state, see stateCache.ts) are valid while it stays the same; writes of
 * other instances are covered by the caches' short time to live.
 */
export function writeGeneration(): number {
  return generation;
}

/** How many queries this process has sent through Kysely (tests check that a poll sends none). */
export function queriesSent(): number {
  return sent;
}

/**
 * Counts anything but a read as a write (raw sql`` too unless plainly a SELECT): before it runs, so
 * a read started meanwhile is not kept, and after it, so a read that saw the old rows is not either.
 */
export const writeGenerationPlugin: KyselyPlugin = {
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    sent++;
    if (!isRead(args.node)) {
      generation++;
      writes.add(args.queryId);
    }
    return args.node;
  },
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    if (writes.has(args.queryId)) generation++;
    return args.result;
  },
};
