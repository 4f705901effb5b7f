import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { Secret } from '@adonisjs/core/helpers'
import env from '#start/env'

/*
 * APP_KEY from the environment, else a random 256-bit key generated once and kept in the
 * git-ignored .data folder, so a fresh clone works and restarts keep signed data valid.
 */
function localKey(): string {
  const file = new URL('../.data/app_key', import.meta.url)
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  const key = randomBytes(32).toString('base64url')
  mkdirSync(dirname(file.pathname), { recursive: true })
  writeFileSync(file, key, { mode: 0o600 })
  return key
}

export const appKey = new Secret(env.get('APP_KEY') || localKey())
