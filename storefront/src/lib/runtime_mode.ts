/*
 * Whether the one-origin server runs in production (NODE_ENV=production, as bin/server.ts reads it), at request
 * time: read through a variable key so the bundler does not fold it into the build.
 */
const NODE_ENV_KEY = 'NODE_ENV'

export function inProduction(): boolean {
  return (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env?.[NODE_ENV_KEY] === 'production'
}
