/*
 * GET /api/v1/openapi.json: a valid OpenAPI 3.1 document, generated from the router, with every /api/v1 route, its
 * security scheme and scope, and the validators' request bodies.
 */
import { test } from '@japa/runner'
import { Validator } from '@seriousme/openapi-schema-validator'
import { isApiScopeAccess } from '#domain/route_access'
import { registeredRoutes } from '#tests/helpers/routes'

test.group('GET /api/v1/openapi.json', () => {
  test('is public and validates as OpenAPI 3.1', async ({ client, assert }) => {
    const response = await client.get('/api/v1/openapi.json')
    response.assertStatus(200)
    const document = response.body()
    assert.equal(document.openapi, '3.1.0')
    const validator = new Validator()
    const result = await validator.validate(document)
    assert.isTrue(result.valid, JSON.stringify(result.errors))
    assert.equal(validator.version, '3.1')
  })

  test('every /api/v1 route is in it with the token scheme and its scope; nothing else is', async ({ client, assert }) => {
    const document = (await client.get('/api/v1/openapi.json')).body()
    const routes = registeredRoutes().filter((route) => route.rule && isApiScopeAccess(route.rule.access))
    assert.isAtLeast(routes.length, 8)
    const expected = routes.map((route) => `${route.method.toLowerCase()} ${route.pattern.replace(/:(\w+)/g, '{$1}')}`).sort()
    const documented = Object.entries(document.paths as Record<string, Record<string, unknown>>)
      .flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method} ${path}`))
      .sort()
    assert.deepEqual(documented, expected)
    for (const route of routes) {
      const operation = document.paths[route.pattern.replace(/:(\w+)/g, '{$1}')][route.method.toLowerCase()]
      const scope = (route.rule!.access as { apiScope: string }).apiScope
      assert.deepEqual(operation.security, [{ apiToken: [scope] }], route.key)
      for (const param of route.params) {
        assert.isTrue(
          operation.parameters.some((p: { name: string; in: string }) => p.name === param && p.in === 'path'),
          route.key
        )
      }
    }
    assert.equal(document.components.securitySchemes.apiToken.scheme, 'bearer')
  })

  test('bodies and query parameters come from the validators', async ({ client, assert }) => {
    const document = (await client.get('/api/v1/openapi.json')).body()
    const checkIn = document.paths['/api/v1/check-ins'].post.requestBody.content['application/json'].schema
    assert.includeMembers(checkIn.required, ['eventId', 'nonce'])
    // The ticket is named by its code (a scan) or by its id (the door's search): either, so neither is required.
    assert.includeMembers(Object.keys(checkIn.properties), ['qrCode', 'ticketId'])
    const createEvent = document.paths['/api/v1/events'].post.requestBody.content['application/json'].schema
    assert.property(createEvent.properties, 'title')
    assert.include(createEvent.required, 'title')
    const list = document.paths['/api/v1/events'].get.parameters.map((p: { name: string; in: string }) => `${p.in}:${p.name}`)
    assert.includeMembers(list, ['query:limit', 'query:cursor', 'query:updatedSince'])
  })
})
