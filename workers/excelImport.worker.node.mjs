// Node entry of the Excel import worker (bench, tests): tsx registers only on the main thread, so a
// .ts worker needs it registered here first (see rules.worker.node.mjs).
import { register } from 'tsx/esm/api';

register();
await import('./excelImport.worker.ts');
