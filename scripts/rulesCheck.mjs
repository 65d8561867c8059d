// `npm run rules:check` (issue 36: ≤ 1 s end to end): src/server/rules/rulesCheckMain.ts run as one
// precompiled file (scripts/precompiled.mjs) instead of transpiling its ~60 modules with tsx at
// every start; the bundle is rebuilt only after a change of its sources, never of a rule file.
import { pathToFileURL } from 'node:url';
import { freshBundle } from './precompiled.mjs';

await import(pathToFileURL(await freshBundle('src/server/rules/rulesCheckMain.ts', 'rules-check')).href);
