import { COLUMN_CHECKS, IMPORT_ROW_FIELDS } from '../orders/import/import.answers.ts';
import { RULE_MESSAGES } from '../validation/generalRules.ts';
import { MAX_IMPORT_HEADER_CHARS } from './importColumnFiles.ts';
import { COMPUTED_FACT_PARAMS } from './ruleComputedFacts.ts';
import { COMMON_FIELDS, CTX_FIELDS, ENTITY_FIELDS } from './ruleEntityFields.ts';
import {
  INVALID_REASON_CODES,
  MESSAGE_PARAM_FORMATS,
  RULE_ENTITIES,
  RULE_FAMILIES,
  RULE_OPERATORS,
} from './ruleFile.schemas.ts';

type Json = Record<string, unknown>;

/**
 * The JSON Schema of a rule file (rules/rule-file.schema.json, referenced by each file's
 * `$schema`), generated from the same lists the loader checks, so an editor completes entities,
 * facts per entity, operators, message keys and event fields and underlines a misspelled one.
 * The loader's checks (ruleStaticChecks.ts) stay the authority; this is the editor's view of them.
 */
export function ruleFileJsonSchema(): Json {
  const computed = Object.keys(COMPUTED_FACT_PARAMS);
  const defs: Json = {};
  const ref = (name: string) => ({ $ref: `#/definitions/${name}` });
  const messageParams = {
    type: 'object',
    additionalProperties: { anyOf: [{ type: ['string', 'number'] }, ref('messageParamRef')] },
  };
  defs.factRef = {
    type: 'object',
    required: ['fact'],
    additionalProperties: false,
    properties: {
      fact: { type: 'string' },
      path: { type: 'string', pattern: '^\\$(\\.[A-Za-z0-9_]+)+$' },
      params: { type: 'object' },
    },
  };
  defs.messageParamRef = {
    type: 'object',
    required: ['fact'],
    additionalProperties: false,
    properties: {
      ...(defs.factRef as { properties: Json }).properties,
      format: { enum: [...MESSAGE_PARAM_FORMATS] },
    },
  };
  for (const entity of RULE_ENTITIES) {
    const fields = [...new Set([...ENTITY_FIELDS[entity], ...COMMON_FIELDS])];
    const field = { type: 'string', anyOf: [{ enum: fields }, { pattern: `^(${fields.join('|')})\\.` }] };
    defs[`leaf_${entity}`] = {
      type: 'object',
      required: ['fact', 'operator'],
      additionalProperties: false,
      properties: {
        fact: { enum: [...new Set([...fields, ...computed, 'ctx'])] },
        path: { type: 'string', pattern: '^\\$(\\.[A-Za-z0-9_]+)+$' },
        params: { type: 'object' },
        operator: { enum: [...RULE_OPERATORS] },
        value: {},
      },
    };
    defs[`group_${entity}`] = {
      type: 'object',
      minProperties: 1,
      maxProperties: 1,
      properties: {
        all: { type: 'array', items: ref(`condition_${entity}`) },
        any: { type: 'array', items: ref(`condition_${entity}`) },
        not: ref(`condition_${entity}`),
      },
      additionalProperties: false,
    };
    defs[`condition_${entity}`] = { anyOf: [ref(`group_${entity}`), ref(`leaf_${entity}`)] };
    const message = {
      messageKey: { enum: Object.keys(RULE_MESSAGES) },
      message: { type: 'string', minLength: 1 },
      messageParams,
    };
    const event = (type: string, required: string[], properties: Json) => ({
      type: 'object',
      required: ['type', 'params'],
      additionalProperties: false,
      properties: {
        type: { const: type },
        params: { type: 'object', required, additionalProperties: false, properties },
      },
    });
    const fieldList = { type: 'array', minItems: 1, items: { anyOf: [field, { const: '*' }] } };
    defs[`event_${entity}`] = {
      oneOf: [
        event('fieldError', ['field'], { field, scope: { enum: ['field', 'record'] }, ...message }),
        ...(entity === 'order'
          ? [
              event('invalidReason', ['field', 'code'], {
                field,
                code: { enum: INVALID_REASON_CODES },
                ...message,
              }),
            ]
          : []),
        event('warning', ['code'], { code: { type: 'string' }, ...message }),
        event('set', ['field'], { field, value: {}, compute: ref('factRef') }),
        event('denyFields', ['fields'], { fields: fieldList, message: { type: 'string' } }),
        event('allowOnlyFields', ['fields'], { fields: fieldList, message: { type: 'string' } }),
      ],
    };
  }
  const rule = {
    type: 'object',
    required: ['name', 'entity', 'conditions', 'event'],
    additionalProperties: false,
    properties: {
      name: { type: 'string', pattern: '^[A-Za-z0-9_.:-]+$' },
      description: { type: 'string' },
      entity: { enum: [...RULE_ENTITIES] },
      priority: { type: 'integer', minimum: 1, maximum: 100 },
      validFrom: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
      validTo: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
      locked: { type: 'boolean', description: 'A guard no mode may replace or remove (base files only).' },
      conditions: {},
      event: {},
    },
    allOf: RULE_ENTITIES.map((entity) => ({
      if: { properties: { entity: { const: entity } } },
      // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then keyword.
      then: { properties: { conditions: ref(`group_${entity}`), event: ref(`event_${entity}`) } },
    })),
  };
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: 'rule-file.schema.json',
    title: 'Rule file (rules/base/<family>.json, rules/modes/<mode>/<family>.json)',
    description: `Generated by npm run rules:schema from src/core/rules; ctx keys: ${CTX_FIELDS.join(', ')}.`,
    type: 'object',
    required: ['family', 'rules'],
    additionalProperties: false,
    properties: {
      $schema: { type: 'string' },
      family: { enum: [...RULE_FAMILIES] },
      description: { type: 'string' },
      rules: {
        type: 'array',
        items: {
          anyOf: [
            {
              type: 'object',
              required: ['name', 'remove'],
              additionalProperties: false,
              properties: { name: { type: 'string' }, remove: { const: true } },
            },
            rule,
          ],
        },
      },
    },
    definitions: defs,
  };
}

/**
 * The JSON Schema of an import columns file (rules/import-columns.schema.json, referenced by
 * rules/base/importColumns.json and each mode's): editors complete fields and checks and underline
 * a misspelled one. The loader's checks (importColumnFiles.ts) stay the authority.
 */
export function importColumnsJsonSchema(): Json {
  const field = {
    enum: [...IMPORT_ROW_FIELDS],
    description: 'The imported-row field the column fills (business.md §3 Imported order row).',
  };
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: 'import-columns.schema.json',
    title: 'Excel import columns (rules/base/importColumns.json, rules/modes/<mode>/importColumns.json)',
    description:
      'Generated by npm run rules:schema from src/core/orders/import/importColumns.ts. A mode column with a base field changes that column (keys given replace the base ones), a new field adds a column, {"field", "remove": true} removes one.',
    type: 'object',
    required: ['columns'],
    additionalProperties: false,
    properties: {
      $schema: { type: 'string' },
      description: { type: 'string' },
      columns: {
        type: 'array',
        items: {
          anyOf: [
            {
              type: 'object',
              required: ['field', 'remove'],
              additionalProperties: false,
              properties: { field, remove: { const: true } },
            },
            {
              type: 'object',
              required: ['field'],
              additionalProperties: false,
              properties: {
                field,
                header: {
                  type: 'string',
                  minLength: 1,
                  maxLength: MAX_IMPORT_HEADER_CHARS,
                  description: 'The header text in the sheet (compared trimmed, in any case).',
                },
                checks: {
                  type: 'array',
                  uniqueItems: true,
                  items: { enum: [...COLUMN_CHECKS] },
                  description:
                    'required: the header must be in the sheet; unique / hasOnlyOneValue: checks across rows.',
                },
                description: { type: 'string' },
              },
            },
          ],
        },
      },
    },
  };
}
