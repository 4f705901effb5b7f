import { test } from '@japa/runner'
import { issueSession } from '#services/accounts/session_service'
import { createAccount } from '#tests/helpers/accounts'

test.group('API errors', () => {
  test('an unknown API route answers JSON 404, not an HTML page', async ({ client, assert }) => {
    const response = await client.get('/api/bestaat-niet').header('accept', 'text/html')
    response.assertStatus(404)
    assert.match(response.header('content-type') ?? '', /application\/json/)
    assert.properties(response.body(), ['message', 'error'])
    assert.notInclude(response.text(), '<html')
  })

  test('malformed JSON is a 400 with a message, never a 500 or stack trace', async ({ assert }) => {
    const response = await fetch(`http://${process.env.HOST}:${process.env.PORT}/api/admin/event-categories`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"broken":',
    })
    assert.isBelow(response.status, 500)
    const body = (await response.json()) as { message: unknown }
    assert.isString(body.message)
    assert.notMatch(JSON.stringify(body), /\bat .*\.(ts|js):\d+/)
  })

  test('invalid back-office list parameters are a 422 with the validation messages', async ({ client, assert }) => {
    const admin = (await issueSession(await createAccount({ role: 'admin' }))).token
    const response = await client.get('/api/admin/event-categories').bearerToken(admin).qs({ page: 0, sort: 'password' })
    response.assertStatus(422)
    assert.isString(response.body().message)
    assert.equal(response.body().success, false)
    assert.includeMembers(Object.keys(response.body().errors), ['page', 'sort'])
    assert.isString(response.body().errors.page[0])
  })
})
