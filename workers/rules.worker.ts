// The rules engine host: the same file runs as a Vite worker in the browser and through the
// `web-worker` package in Node (via rules.worker.node.mjs, which registers tsx first).

import type { RulesWorkerRequest } from '../src/core/rules/rulesProtocol.ts';
import { createRulesWorkerHandler } from '../src/core/rules/rulesWorkerHandler.ts';

const handle = createRulesWorkerHandler();
const scope = globalThis as unknown as {
  addEventListener(type: 'message', fn: (event: { data: RulesWorkerRequest }) => void): void;
  postMessage(message: unknown): void;
};
scope.addEventListener('message', (event) => {
  void handle(event.data).then((reply) => scope.postMessage(reply));
});
