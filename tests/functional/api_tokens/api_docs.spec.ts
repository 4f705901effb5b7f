/*
 * docs/api-v1.md is the OpenAPI document as a page (api/services/api_v1/openapi_markdown.ts). This spec fails while
 * the page and the routes differ; API_DOCS_WRITE=1 rewrites it.
 */
import { readFile, writeFile } from 'node:fs/promises'
import { test } from '@japa/runner'
import { openApiDocument } from '#services/api_v1/openapi_document'
import { openApiMarkdown } from '#services/api_v1/openapi_markdown'

const PAGE = new URL('../../../docs/api-v1.md', import.meta.url)

test.group('docs/api-v1.md', () => {
  test('is generated from the OpenAPI document', async ({ assert }) => {
    const wanted = openApiMarkdown(openApiDocument())
    if (process.env.API_DOCS_WRITE === '1') await writeFile(PAGE, wanted)
    const page = await readFile(PAGE, 'utf8').catch(() => '')
    assert.equal(page, wanted, 'docs/api-v1.md is out of date: run it with API_DOCS_WRITE=1')
    for (const path of Object.keys(openApiDocument().paths as object)) assert.include(page, path)
  })
})
