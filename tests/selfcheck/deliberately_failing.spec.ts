import { test } from '@japa/runner'

/*
 * Not part of the normal run (suite "selfcheck"): tests/functional/server/test_runner_exit_code.spec.ts
 * runs it to prove a failing test makes the test command exit non-zero.
 */
test.group('selfcheck', () => {
  test('passes', ({ assert }) => {
    assert.equal(1 + 1, 2)
  })

  test('fails on purpose', ({ assert }) => {
    assert.equal(1 + 1, 3)
  })
})
