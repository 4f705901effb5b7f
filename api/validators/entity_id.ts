import vine from '@vinejs/vine'
import { parseEntityId } from '#domain/entity_id'

export const INVALID_ID_MESSAGE = 'Ongeldig id'

/** Reads the field with domain/entity_id.ts and replaces it by the number; a non-id is reported on the field (422). */
const entityIdRule = vine.createRule(
  (value, _options, field) => {
    const id = parseEntityId(value)
    if (id === null) field.report(INVALID_ID_MESSAGE, 'entityId', field)
    else field.mutate(id, field)
  },
  {
    name: 'entityId',
    // The published schema (OpenAPI, docs/api-v1.md): a positive whole number within PostgreSQL integer, or its digits.
    toJSONSchema: (schema) => {
      for (const key of Object.keys(schema)) delete (schema as Record<string, unknown>)[key]
      Object.assign(schema, {
        anyOf: [
          { type: 'integer', minimum: 1, maximum: 2147483647 },
          { type: 'string', pattern: '^[1-9][0-9]{0,9}$' },
        ],
      })
    },
  }
)

/** A body or query field holding an id. */
export const entityId = () =>
  vine
    .any()
    .use(entityIdRule())
    .transform((value) => value as number)
