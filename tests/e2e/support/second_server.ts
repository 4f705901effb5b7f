/*
 * A second copy of the product (bin/server.ts) for journeys that need other settings than the main e2e
 * server: production mode, or no maps key. It gets only the environment given here (plus PATH and HOME),
 * and is stopped with SIGTERM like the main one.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'

export interface SecondServer {
  base: string
  /** Everything it printed so far. */
  output: () => string
  stop: () => Promise<void>
}

export async function startSecondServer(port: number, env: Record<string, string>, timeoutMs = 100_000): Promise<SecondServer> {
  const base = `http://127.0.0.1:${port}`
  let output = ''
  const server: ChildProcess = spawn(process.execPath, ['--import=@poppinss/ts-exec', 'bin/server.ts'], {
    cwd: fileURLToPath(new URL('../../../', import.meta.url)),
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  server.stdout!.on('data', (chunk) => (output += chunk))
  server.stderr!.on('data', (chunk) => (output += chunk))
  const stop = async () => {
    if (server.exitCode !== null || server.signalCode !== null) return
    const exited = new Promise((resolve) => server.once('exit', resolve))
    server.kill('SIGTERM')
    await exited
  }
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline && server.exitCode === null) {
    const up = await fetch(`${base}/api/health`).then(
      (response) => response.ok,
      () => false
    )
    if (up) return { base, output: () => output, stop }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  await stop()
  throw new Error(`the second server on ${base} did not start:\n${output}`)
}
