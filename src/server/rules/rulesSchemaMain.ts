import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { ruleFileJsonSchema } from '../../core/rules/ruleFileJsonSchema.ts';
import { rulesDir } from './loadRuleFiles.ts';

/** `npm run rules:schema`: writes rules/rule-file.schema.json (a unit test keeps it up to date). */
const file = path.join(rulesDir(), 'rule-file.schema.json');
writeFileSync(file, `${JSON.stringify(ruleFileJsonSchema(), null, 2)}\n`);
console.log(`wrote ${path.relative(process.cwd(), file)}`);
