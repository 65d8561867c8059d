// The Excel import host: SheetJS parsing and the import row checks off the main thread. The same
// file runs as a Vite worker in the browser and through `web-worker` in Node (excelImport.worker.node.mjs).

import { createExcelImportHandler } from '../src/core/orders/import/excelImportHandler.ts';
import type {
  ExcelImportRequest,
  ExcelImportResponse,
} from '../src/core/orders/import/excelImportProtocol.ts';

const scope = globalThis as unknown as {
  addEventListener(type: 'message', fn: (event: { data: ExcelImportRequest }) => void): void;
  postMessage(message: ExcelImportResponse): void;
};
const handle = createExcelImportHandler((message) => scope.postMessage(message));
scope.addEventListener('message', (event) => handle(event.data));
