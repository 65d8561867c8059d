import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { importColumnsJsonSchema, ruleFileJsonSchema } from '../../core/rules/ruleFileJsonSchema.ts';
import { rulesDir } from './loadRuleFiles.ts';

/**
 * `npm run rules:schema`: writes rules/rule-file.schema.json and rules/import-columns.schema.json
 * (a unit test keeps them up to date).
 */
for (const [name, schema] of [
  ['rule-file.schema.json', ruleFileJsonSchema()],
  ['import-columns.schema.json', importColumnsJsonSchema()],
] as const) {
  const file = path.join(rulesDir(), name);
  writeFileSync(file, `${JSON.stringify(schema, null, 2)}\n`);
  console.log(`wrote ${path.relative(process.cwd(), file)}`);
}
