/*
 * A real HTTP server on 127.0.0.1 standing in for the map and geocoding providers, so the
 * adapters are tested over the wire without mocking our own code.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface FakeProvider {
  url: string
  requests: URL[]
  close(): Promise<void>
}

export async function startFakeProvider(
  handler: (request: IncomingMessage, response: ServerResponse, url: URL) => void
): Promise<FakeProvider> {
  const requests: URL[] = []
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    requests.push(url)
    handler(request, response, url)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
