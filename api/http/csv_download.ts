/* A streamed CSV download: the headers of a file to save, then the rows as the generator yields them. */
import { Readable } from 'node:stream'
import type { HttpContext } from '@adonisjs/core/http'
import logger from '@adonisjs/core/services/logger'

export function streamCsv(response: HttpContext['response'], fileName: string, rows: AsyncGenerator<string>) {
  response.header('Content-Type', 'text/csv; charset=utf-8')
  response.header('Content-Disposition', `attachment; filename="${fileName}"`)
  response.header('Cache-Control', 'no-store')
  const stream = Readable.from(rows)
  // Headers are gone once the first row is out: a failure later can only cut the download short.
  stream.on('error', (error) => logger.error({ err: error, fileName }, 'CSV export failed while streaming'))
  response.stream(stream)
}
