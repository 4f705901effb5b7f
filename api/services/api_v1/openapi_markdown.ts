/*
 * docs/api-v1.md: the OpenAPI document (openapi_document.ts) as a page to read. Written by
 * `API_DOCS_WRITE=1 … --files=api_tokens/api_docs` and checked by that spec, so the page never drifts from the routes.
 */
import type { JSONSchema7 } from 'json-schema'

interface Parameter {
  name: string
  in: string
  required: boolean
  description?: string
  schema: JSONSchema7
}

interface Operation {
  summary: string
  description?: string
  'x-required-scope': string
  parameters: Parameter[]
  requestBody?: { content: { 'application/json': { schema: JSONSchema7 } } }
  responses: Record<string, { description: string; content?: { 'application/json': { schema: JSONSchema7 } } }>
}

function typeOf(schema: JSONSchema7 | undefined): string {
  if (!schema) return ''
  if (schema.enum) return schema.enum.map((value) => `\`${String(value)}\``).join(' \\| ')
  if (schema.anyOf) return (schema.anyOf as JSONSchema7[]).map(typeOf).join(' or ')
  const type = Array.isArray(schema.type) ? schema.type.join(' or ') : (schema.type ?? 'any')
  if (type === 'array') return `array of ${typeOf(schema.items as JSONSchema7)}`
  return schema.format ? `${type} (${schema.format})` : String(type)
}

function propertiesTable(schema: JSONSchema7): string[] {
  const required = new Set(schema.required ?? [])
  const rows = Object.entries(schema.properties ?? {}).map(
    ([name, property]) =>
      `| \`${name}\` | ${typeOf(property as JSONSchema7)} | ${required.has(name) ? 'yes' : ''} | ${((property as JSONSchema7).description ?? '').replaceAll('|', '\\|')} |`
  )
  return rows.length ? ['| Field | Type | Required | |', '| --- | --- | --- | --- |', ...rows] : []
}

export function openApiMarkdown(document: Record<string, any>): string {
  const lines: string[] = [
    '# The organizer API, version 1',
    '',
    '<!-- Generated from GET /api/v1/openapi.json (api/services/api_v1/openapi_markdown.ts); do not edit by hand. -->',
    '',
    'How to get a token, the scopes, pagination, errors and rate limits: [integrations.md](integrations.md). The',
    'machine-readable description is `GET /api/v1/openapi.json` (OpenAPI 3.1).',
    '',
  ]
  for (const [path, operations] of Object.entries(document.paths as Record<string, Record<string, Operation>>)) {
    for (const [method, operation] of Object.entries(operations)) {
      lines.push(`## ${method.toUpperCase()} ${path}`, '', `${operation.summary}. Scope: \`${operation['x-required-scope']}\`.`, '')
      if (operation.description) lines.push(operation.description, '')
      const params = operation.parameters
      if (params.length) {
        lines.push('| Parameter | In | Type | Required | |', '| --- | --- | --- | --- | --- |')
        for (const param of params) {
          lines.push(
            `| \`${param.name}\` | ${param.in} | ${typeOf(param.schema)} | ${param.required ? 'yes' : ''} | ${param.description ?? ''} |`
          )
        }
        lines.push('')
      }
      const body = operation.requestBody?.content['application/json'].schema
      if (body) lines.push('Body (JSON):', '', ...propertiesTable(body), '')
      const [status, success] = Object.entries(operation.responses)[0]
      const schema = success.content?.['application/json'].schema
      const data = (schema?.properties?.data ?? {}) as JSONSchema7
      const item = data.type === 'array' ? (data.items as JSONSchema7) : data
      lines.push(
        `Answer ${status}${data.type === 'array' ? ': a page, `data` is a list of' : ': `data` is'}:`,
        '',
        ...propertiesTable(item),
        ''
      )
      const errors = Object.keys(operation.responses).filter((code) => code !== status)
      lines.push(`Errors: ${errors.join(', ')} (shape: [integrations.md](integrations.md#errors)).`, '')
    }
  }
  return `${lines.join('\n').trimEnd()}\n`
}
