import { test } from '@japa/runner'
import vine, { errors } from '@vinejs/vine'
import { toErrorBody } from '#exceptions/handler'
import { DomainError } from '#exceptions/domain_error'

test.group('toErrorBody', () => {
  test('maps a domain error to its status and message', ({ assert }) => {
    const { status, body } = toErrorBody(new DomainError('NOT_FOUND', 'Event niet gevonden'))
    assert.equal(status, 404)
    assert.deepEqual(body, { success: false, message: 'Event niet gevonden', error: 'Event niet gevonden', code: 'NOT_FOUND' })
  })

  test('maps a validation error to 422 with the first message on top', async ({ assert }) => {
    const validator = vine.create(vine.object({ email: vine.string().email() }))
    const error = await validator.validate({ email: 'geen-mail' }).catch((e) => e)
    assert.instanceOf(error, errors.E_VALIDATION_ERROR)
    const { status, body } = toErrorBody(error)
    assert.equal(status, 422)
    assert.equal(body.code, 'VALIDATION_ERROR')
    assert.isString(body.message)
    assert.deepEqual(Object.keys(body.errors as object), ['email'])
  })

  test('hides the details of an unexpected error behind a generic 500', ({ assert }) => {
    const { status, body } = toErrorBody(new Error('relation "secret_table" does not exist'))
    assert.equal(status, 500)
    assert.notInclude(JSON.stringify(body), 'secret_table')
    assert.isString(body.message)
  })

  test('keeps the 4xx status of framework errors', ({ assert }) => {
    const { status, body } = toErrorBody(
      Object.assign(new Error('Request entity too large'), { status: 413, code: 'E_REQUEST_ENTITY_TOO_LARGE' })
    )
    assert.equal(status, 413)
    assert.equal(body.message, 'Request entity too large')
  })
})
