import base from './vitest.config.ts';
const api = (base.test?.projects as { test: Record<string, unknown> }[]).find((p) => p.test.name === 'api');
if (api) api.test.execArgv = ['--cpu-prof', '--cpu-prof-dir=/tmp/api8/wprof'];
export default base;
