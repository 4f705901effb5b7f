/*
 * The real AdonisJS API behind the real one-origin dispatcher (as bin/server.ts wires them), no front ends
 * built, listening on a free port; uploads are served from `<dir>/uploads`.
 */
import { createServer } from 'node:http'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import app from '@adonisjs/core/services/app'
import { createOriginHandler } from '../../bin/one_origin.js'

export interface OneOriginServer {
  base: string
  close(): Promise<void>
}

export async function startOneOrigin(dir: string): Promise<OneOriginServer> {
  const adonis = await app.container.make('server')
  const origin = await createOriginHandler({
    storefrontEntry: pathToFileURL(join(dir, 'missing/entry.mjs')),
    backofficeDir: join(dir, 'missing-backoffice'),
    uploadsDir: join(dir, 'uploads'),
    trustedProxies: '',
  })
  const server = createServer(origin((req, res) => adonis.handle(req, res)))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    base: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
