// The product upload worker: parses and validates one file off the request thread. The same file
// runs through the `web-worker` package in Node (via productSheet.worker.node.mjs).

import type { ProductSheetReply, ProductSheetRequest } from '../src/core/products/productLoad.schemas.ts';
import { parseProductSheet } from './parseProductSheet.ts';

const scope = globalThis as unknown as {
  addEventListener(type: 'message', fn: (event: { data: ProductSheetRequest }) => void): void;
  postMessage(message: ProductSheetReply): void;
};
scope.addEventListener('message', (event) => {
  const { bytes, maxRows } = event.data;
  let reply: ProductSheetReply;
  try {
    reply = parseProductSheet(new Uint8Array(bytes), maxRows, (done, total) =>
      scope.postMessage({ type: 'progress', done, total }),
    );
  } catch (err) {
    reply = {
      type: 'failed',
      message: `A fájl nem olvasható: ${err instanceof Error ? err.message : String(err)}`,
    };
  }
  scope.postMessage(reply);
});
