/*
 * A drawing of a pdfkit PDF's first page as SVG (its text with font, size and colour, filled rectangles and lines),
 * so a journey can look at a PDF's layout in the browser: headless Chromium has no PDF viewer and downloads it
 * instead. Text is drawn in the browser's sans-serif, a little wider than the PDF's Helvetica.
 */
import { constants, inflateSync } from 'node:zlib'

const escapeXml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)

function pageContent(pdf: Buffer): string {
  const streams = [...pdf.toString('latin1').matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)].flatMap((m) => {
    const bytes = Buffer.from(m[1], 'latin1')
    try {
      return [inflateSync(bytes).toString('latin1')]
    } catch {
      // A last data byte 0x0D taken for the line end before 'endstream': only the checksum is cut short.
      try {
        return [inflateSync(bytes, { finishFlush: constants.Z_SYNC_FLUSH }).toString('latin1')]
      } catch {
        return []
      }
    }
  })
  return streams.filter((s) => s.includes(' Tm')).sort((a, b) => b.length - a.length)[0] ?? ''
}

const rgb = (parts: string[]) => `rgb(${parts.map((v) => Math.round(Number(v) * 255)).join(',')})`

/** An A4 page (595.28 × 841.89 pt) as SVG. */
export function pdfPageSvg(pdf: Buffer): string {
  const height = 841.89
  const out = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="595" height="842" viewBox="0 0 595.28 841.89"><rect width="100%" height="100%" fill="#fff"/>`,
  ]
  let fill = '#000'
  let stroke = '#000'
  let font = 'F1'
  let size = 10
  let x = 0
  let y = 0
  let path: number[][] = []
  for (const line of pageContent(pdf).split('\n')) {
    const parts = line.trim().split(/\s+/)
    const op = parts[parts.length - 1]
    if (op === 'scn') fill = rgb(parts.slice(0, 3))
    else if (op === 'SCN') stroke = rgb(parts.slice(0, 3))
    else if (op === 'Tm') [x, y] = [Number(parts[4]), Number(parts[5])]
    else if (op === 'Tf') [font, size] = [parts[0].slice(1), Number(parts[1])]
    else if (op === 'TJ') {
      const text = (line.match(/<([0-9a-f]+)>/gi) ?? []).map((run) => Buffer.from(run.slice(1, -1), 'hex').toString('latin1')).join('')
      const weight = font === 'F2' ? 'bold' : 'normal'
      out.push(
        `<text x="${x}" y="${height - y}" font-family="Helvetica, Arial, sans-serif" font-weight="${weight}" font-size="${size}" fill="${fill}" xml:space="preserve">${escapeXml(text)}</text>`
      )
    } else if (op === 're') path.push(parts.slice(0, 4).map(Number))
    else if (op === 'm' || op === 'l') path.push(parts.slice(0, 2).map(Number))
    else if (op === 'f') {
      for (const [rx, ry, w, h] of path.filter((p) => p.length === 4))
        out.push(`<rect x="${rx}" y="${ry}" width="${w}" height="${h}" fill="${fill}"/>`)
      path = []
    } else if (op === 'S') {
      const points = path.filter((p) => p.length === 2)
      for (let i = 1; i < points.length; i++) {
        const [[x1, y1], [x2, y2]] = [points[i - 1], points[i]]
        out.push(`<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${stroke}" stroke-width="1"/>`)
      }
      path = []
    }
  }
  out.push('</svg>')
  return out.join('\n')
}
