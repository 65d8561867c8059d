import { endpoint } from '../api/endpoint.ts';
import { demoSettlementsAnswer } from './demo.answers.ts';
import { demoSettlementsQuerySchema } from './demo.schemas.ts';

/** The demo generator's server side (shell.md §4): real settlements of the gazetteer as addresses. */
export const DEMO_API = {
  settlements: endpoint({
    summary: "Lists the demo data's settlements",
    response: demoSettlementsAnswer,
    method: 'GET',
    path: '/api/demo/settlements',
    query: demoSettlementsQuerySchema,
  }),
} as const;
