/**
 * The TypeScript types of the API for a typed client (openapi-typescript 7 → openapi-fetch), from an
 * OpenAPI document: `node scripts/api/clientTypes.mjs <openapi.json> [out.ts]` (stdout without out).
 * `npm run api:client` writes tests/api/erp/erpApi.generated.ts from the dumped document; the ERP
 * test fails when that file differs from what the served document generates.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { register } from 'node:module';

register('./typescript5Hooks.mjs', import.meta.url);
const { default: openapiTS, astToString } = await import('openapi-typescript');

/** The generated module's text for a document. */
export async function clientTypesOf(doc) {
  const ast = await openapiTS(doc, { alphabetize: true, exportType: true });
  return astToString(ast);
}

const [input, output] = process.argv.slice(2);
if (input) {
  const text = await clientTypesOf(JSON.parse(readFileSync(input, 'utf8')));
  if (output) writeFileSync(output, text);
  else process.stdout.write(text);
}
