import { test } from '@japa/runner'
import vine, { errors } from '@vinejs/vine'
import { toErrorBody } from '#exceptions/handler'
import { DomainError } from '#exceptions/domain_error'

test.group('toErrorBody', () => {
  test('maps a domain error to its status and message', ({ assert }) => {
    const { status, body } = toErrorBody(new DomainError('ORDER_STATUS_NOT_FOUND'))
    assert.equal(status, 404)
    assert.deepEqual(body, { success: false, message: 'Bestelling niet gevonden', error: 'Bestelling niet gevonden', code: 'NOT_FOUND' })
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

  test('keeps the 4xx status of framework errors and gives their fixed Dutch message', ({ assert }) => {
    const { status, body } = toErrorBody(
      Object.assign(new Error('request entity too large'), { status: 413, code: 'E_REQUEST_ENTITY_TOO_LARGE' })
    )
    assert.equal(status, 413)
    assert.deepEqual(body, {
      success: false,
      message: 'Het verzoek is te groot.',
      error: 'Het verzoek is te groot.',
      code: 'BODY_TOO_LARGE',
    })
  })

  test('never echoes the text of another 4xx framework error', ({ assert }) => {
    for (const [error, status] of [
      [Object.assign(new SyntaxError('Unexpected token } in JSON at position 7 /srv/app/x.ts:3'), { status: 400 }), 400],
      [Object.assign(new Error('E_UNKNOWN: secret_table missing'), { status: 409, code: 'E_UNKNOWN' }), 409],
      [Object.assign(new Error('Cannot find /srv/app/x'), { status: 404, code: 'E_SOMETHING' }), 404],
      [Object.assign(new Error('unsupported charset "UTF-7"'), { status: 415, code: 'E_ENCODING_UNSUPPORTED' }), 415],
    ] as const) {
      const result = toErrorBody(error)
      assert.equal(result.status, status)
      assert.notMatch(JSON.stringify(result.body), /token|secret|srv|UTF-7/)
      assert.isString(result.body.message)
    }
  })
})
