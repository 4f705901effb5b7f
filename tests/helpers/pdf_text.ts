/*
 * What a PDF made by pdfkit says, for specs that read it: pdfkit writes text as hex strings inside its (deflated)
 * content streams. Runs of one line are joined without the kerning between them, so a phrase is found as written.
 */
import { constants, inflateSync } from 'node:zlib'

/**
 * A content stream's text. The stream ends in '\n' or '\r\n' before 'endstream', so a last data byte 0x0D may have
 * been taken for the line end: a stream cut short by it still inflates (only its checksum is missing).
 */
function inflated(data: string): string {
  const bytes = Buffer.from(data, 'latin1')
  try {
    return inflateSync(bytes).toString('latin1')
  } catch {
    return inflateSync(bytes, { finishFlush: constants.Z_SYNC_FLUSH }).toString('latin1')
  }
}

export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1')
  const streams = [...raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)].map((m) => {
    try {
      return inflated(m[1])
    } catch {
      return m[1]
    }
  })
  const hexRuns = streams.join('\n').match(/<([0-9a-f]+)>/gi) ?? []
  return hexRuns.map((run) => Buffer.from(run.slice(1, -1), 'hex').toString('latin1')).join('')
}

/** The number of pages of a PDF. */
export function pdfPageCount(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0
}
