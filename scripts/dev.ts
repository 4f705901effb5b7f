/*
 * `npm run dev`: the product with reload while you work.
 * - API (with the built front ends behind it, as `npm start`) on PORT (3333), restarted by `node --watch` when a
 *   file under api/, start/, config/, domain/ or database/ changes; the embedded PostgreSQL keeps its data.
 * - Storefront: `astro dev` on 4321 (pages reload on save), /api and /uploads proxied to the API.
 * - Back office: `vite` on 5173 under /admin/ (hot reload), /api proxied to the API.
 * Ctrl-C stops all three (the API stops its PostgreSQL last).
 */
import { spawn, type ChildProcess } from 'node:child_process'

const apiPort = Number(process.env.PORT || 3333)
const api = `http://127.0.0.1:${apiPort}`
const WATCHED = ['api', 'start', 'config', 'domain', 'database']

interface Part {
  name: string
  command: string
  args: string[]
  env?: Record<string, string>
}

const parts: Part[] = [
  {
    name: 'api',
    command: process.execPath,
    args: [...WATCHED.map((dir) => `--watch-path=${dir}`), '--watch-preserve-output', '--import=@poppinss/ts-exec', 'bin/server.ts'],
    env: { PORT: String(apiPort) },
  },
  {
    name: 'storefront',
    command: 'astro',
    args: ['dev', '--root', 'storefront', '--port', '4321', '--host', '127.0.0.1'],
    env: { API_URL: api, ASTRO_TELEMETRY_DISABLED: '1' },
  },
  {
    name: 'backoffice',
    command: 'vite',
    args: ['--config', 'backoffice/vite.config.ts', '--port', '5173', '--strictPort', '--host', '127.0.0.1'],
    env: { API_URL: api },
  },
]

function prefixed(name: string, stream: NodeJS.ReadableStream, out: NodeJS.WriteStream) {
  let rest = ''
  stream.on('data', (chunk: Buffer) => {
    const lines = (rest + chunk.toString('utf8')).split('\n')
    rest = lines.pop() ?? ''
    for (const line of lines) out.write(`[${name}] ${line}\n`)
  })
}

const children: ChildProcess[] = parts.map((part) => {
  const child = spawn(part.command, part.args, { env: { ...process.env, ...part.env }, stdio: ['ignore', 'pipe', 'pipe'] })
  prefixed(part.name, child.stdout!, process.stdout)
  prefixed(part.name, child.stderr!, process.stderr)
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`[${part.name}] stopped (code ${code}); stopping the rest`)
      void stopAll(code ?? 1)
    }
  })
  return child
})

console.log(
  `\n  Ontwikkelmodus: storefront http://localhost:4321/ · back office http://localhost:5173/admin/ · API ${api}/api/health\n` +
    `  (de gebouwde versie van alles blijft op http://localhost:${apiPort}/)\n`
)

let stopping = false
async function stopAll(code: number) {
  if (stopping) return
  stopping = true
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve()
          child.once('exit', () => resolve())
          child.kill('SIGTERM')
        })
    )
  )
  process.exit(code)
}
process.on('SIGINT', () => void stopAll(0))
process.on('SIGTERM', () => void stopAll(0))
