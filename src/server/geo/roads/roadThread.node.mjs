// Node entry of the road routing worker thread: tsx registers only on the main thread, so it is
// registered here before the TypeScript body is imported (see workers/README.md, the same trap).
import { register } from 'tsx/esm/api';

register();
await import('./roadThread.ts');
