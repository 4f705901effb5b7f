import { test } from '@japa/runner'
import { MAX_JSON_DEPTH, containsUnsafeText, isSafeText, jsonDeeperThan } from '#validators/safe_input'
import { parseJsonBody } from '#middleware/body_parser_middleware'
import { DomainError } from '#exceptions/domain_error'

function codeOf(run: () => unknown): string | null {
  try {
    run()
    return null
  } catch (error) {
    return error instanceof DomainError ? error.code : String(error)
  }
}

test.group('safe input', () => {
  test('text with a NUL byte or a lone surrogate is unsafe; emoji and accents are fine', ({ assert }) => {
    assert.isTrue(isSafeText('Café 🎉 Paramaribo'))
    assert.isFalse(isSafeText('a\u0000b'))
    assert.isFalse(isSafeText('\ud800'))
    assert.isFalse(isSafeText('x\udfffy'))
  })

  test('finds unsafe text in keys and values at any depth', ({ assert }) => {
    assert.isFalse(containsUnsafeText({ a: ['b', { c: 1, d: null }] }))
    assert.isTrue(containsUnsafeText({ a: [{ b: ['ok', 'x\u0000'] }] }))
    assert.isTrue(containsUnsafeText({ ['k\ud800']: 1 }))
    let deep: unknown = 'a\u0000'
    for (let i = 0; i < 100_000; i++) deep = [deep]
    assert.isTrue(containsUnsafeText(deep))
  })

  test('measures JSON depth on the text, ignoring brackets inside strings', ({ assert }) => {
    assert.isFalse(jsonDeeperThan('{"a":[{"b":"[[[[[[[[["}]}', 3))
    assert.isTrue(jsonDeeperThan('[[[[1]]]]', 3))
    assert.isFalse(jsonDeeperThan('{"a":"\\"[[[[[["}', 1))
    assert.isTrue(jsonDeeperThan('['.repeat(100_000), MAX_JSON_DEPTH))
  })

  test('parses a JSON body: prototype keys dropped, strings trimmed, empty strings null', ({ assert }) => {
    const body = parseJsonBody('{"__proto__":{"admin":true},"constructor":{"prototype":{}},"name":"  Ana ","note":" "}', {
      trim: true,
      emptyToNull: true,
    })
    assert.deepEqual(body, { name: 'Ana', note: null })
    assert.isUndefined(({} as Record<string, unknown>).admin)
    assert.deepEqual(parseJsonBody(''), {})
  })

  test('refuses NUL, lone surrogates, deep nesting, non-objects and broken JSON with their own codes', ({ assert }) => {
    const cases: [string, string][] = [
      ['{"a":"\\u0000"}', 'INVALID_CHARACTERS'],
      ['{"a\\ud800":"x"}', 'INVALID_CHARACTERS'],
      ['['.repeat(5000) + ']'.repeat(5000), 'JSON_TOO_DEEP'],
      ['"text"', 'INVALID_JSON'],
      ['{"a":', 'INVALID_JSON'],
    ]
    for (const [text, code] of cases)
      assert.equal(
        codeOf(() => parseJsonBody(text)),
        code,
        text.slice(0, 20)
      )
    assert.isNull(codeOf(() => parseJsonBody('['.repeat(MAX_JSON_DEPTH) + ']'.repeat(MAX_JSON_DEPTH))))
  })
})
