import { test } from '@japa/runner'

test.group('GET /api/health', () => {
  test('reports the database as reachable', async ({ client, assert }) => {
    const response = await client.get('/api/health')
    response.assertStatus(200)
    assert.equal(response.body().status, 'ok')
    assert.equal(response.body().database.status, 'ok')
    assert.isNumber(response.body().database.latencyMs)
    // Outside production the answering process names itself (several workers share one port under WEB_CONCURRENCY).
    assert.equal(response.body().pid, process.pid)
  })

  test('carries the security headers', async ({ client, assert }) => {
    const response = await client.get('/api/health')
    assert.equal(response.header('x-content-type-options'), 'nosniff')
    assert.equal(response.header('x-frame-options'), 'DENY')
    assert.include(response.header('content-security-policy'), "default-src 'none'")
    assert.exists(response.header('x-request-id'))
  })
})
