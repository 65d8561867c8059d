// Node entry of the product sheet worker: tsx registers only on the main thread, so a .ts worker
// needs it registered here first (else web-worker just logs ERR_UNKNOWN_FILE_EXTENSION and the
// caller waits forever).
import { register } from 'tsx/esm/api';

register();
await import('./productSheet.worker.ts');
