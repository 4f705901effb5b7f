/*
 * Demo pictures as small generated SVG files (a gradient, a simple shape, the name), written
 * to .data/uploads/demo/ which the server serves at /uploads/demo/. No internet links.
 */
import { mkdir, writeFile } from 'node:fs/promises'

export const DEMO_UPLOADS_DIR = new URL('../../.data/uploads/demo/', import.meta.url)
export const DEMO_UPLOADS_URL = '/uploads/demo/'

export const LOGO_URL = `${DEMO_UPLOADS_URL}logo.svg`
export const FAVICON_URL = `${DEMO_UPLOADS_URL}favicon.svg`

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] as string)
}

/** Up to two lines of at most ~22 characters, cut at spaces. */
function wrap(text: string, width = 22): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/)) {
    if (line && (line + ' ' + word).length > width) {
      lines.push(line)
      line = word
    } else {
      line = line ? `${line} ${word}` : word
    }
  }
  if (line) lines.push(line)
  if (lines.length > 2)
    return [
      lines[0],
      lines
        .slice(1)
        .join(' ')
        .slice(0, width - 1) + '…',
    ]
  return lines
}

const SHAPES = [
  // sun over water
  '<circle cx="620" cy="130" r="70" fill="#fff" opacity=".25"/><path d="M0 400q100-30 200 0t200 0 200 0 200 0v100H0z" fill="#fff" opacity=".18"/>',
  // hills
  '<path d="M0 420l160-120 140 90 170-150 150 110 180-90v240H0z" fill="#000" opacity=".18"/>',
  // palm tree
  '<g fill="#fff" opacity=".16" transform="translate(640 130)"><path d="M-6 0h12l14 370h-40z"/>' +
    [-150, -110, -30, 15, 50, 165].map((a) => `<ellipse cx="62" rx="70" ry="13" transform="rotate(${a})"/>`).join('') +
    '</g>',
  // stage lights
  '<g fill="#fff" opacity=".14"><path d="M120 0l60 0 120 500H0z"/><path d="M560 0l60 0 180 500H400z"/></g>',
]

export interface PictureInput {
  title: string
  subtitle: string
  colors: [string, string]
  variant: number
}

export function pictureSvg({ title, subtitle, colors, variant }: PictureInput): string {
  const id = `g${variant}`
  const lines = wrap(title)
  const firstY = lines.length === 1 ? 270 : 240
  const text = lines
    .map((line, i) => `<text x="48" y="${firstY + i * 56}" font-size="48" font-weight="700">${escapeXml(line)}</text>`)
    .join('')
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 500" width="800" height="500" role="img" aria-label="${escapeXml(title)}">` +
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colors[0]}"/><stop offset="1" stop-color="${colors[1]}"/></linearGradient></defs>` +
    `<rect width="800" height="500" fill="url(#${id})"/>` +
    SHAPES[variant % SHAPES.length] +
    `<g font-family="Inter,Segoe UI,Arial,sans-serif" fill="#fff">${text}` +
    `<text x="48" y="${firstY + lines.length * 56 + 8}" font-size="24" opacity=".85">${escapeXml(subtitle)}</text></g>` +
    `</svg>`
  )
}

/** The platform logo: a ticket with the Surinamese star (the header prints the site name beside it). */
export const LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 56 56" width="56" height="56" role="img" aria-label="SuriTickets">' +
  '<path d="M4 12a4 4 0 0 1 4-4h40a4 4 0 0 1 4 4v8a8 8 0 0 0 0 16v8a4 4 0 0 1-4 4H8a4 4 0 0 1-4-4v-8a8 8 0 0 0 0-16z" fill="#377E3F"/>' +
  '<path d="M4 22h48v12H4z" fill="#B40A2D"/>' +
  '<path d="M28 20l2.4 5.2 5.6.5-4.2 3.7 1.3 5.5L28 32l-5.1 2.9 1.3-5.5-4.2-3.7 5.6-.5z" fill="#ECC81D"/>' +
  '</svg>'

export const FAVICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">' +
  '<rect width="64" height="64" rx="12" fill="#377E3F"/><path d="M0 24h64v16H0z" fill="#B40A2D"/>' +
  '<path d="M32 18l3.5 7.6 8.3.8-6.2 5.5 1.8 8.1L32 35.8 24.6 40l1.8-8.1-6.2-5.5 8.3-.8z" fill="#ECC81D"/>' +
  '</svg>'

export interface PictureSet {
  /** File name prefix, e.g. 'venue-3' gives venue-3-1.svg, venue-3-2.svg ... */
  prefix: string
  count: number
  title: string
  subtitle: string
  colors: [string, string]
}

/** Writes the files (overwriting: same input, same bytes) and returns their URLs per set. */
export async function writeDemoPictures(sets: PictureSet[]): Promise<string[][]> {
  await mkdir(DEMO_UPLOADS_DIR, { recursive: true })
  await writeFile(new URL('logo.svg', DEMO_UPLOADS_DIR), LOGO_SVG)
  await writeFile(new URL('favicon.svg', DEMO_UPLOADS_DIR), FAVICON_SVG)
  const urls: string[][] = []
  for (const set of sets) {
    const list: string[] = []
    for (let i = 1; i <= set.count; i++) {
      const file = `${set.prefix}-${i}.svg`
      const subtitle = set.count > 1 ? `${set.subtitle} · ${i}/${set.count}` : set.subtitle
      await writeFile(new URL(file, DEMO_UPLOADS_DIR), pictureSvg({ title: set.title, subtitle, colors: set.colors, variant: i - 1 }))
      list.push(`${DEMO_UPLOADS_URL}${file}`)
    }
    urls.push(list)
  }
  return urls
}

/** Every image has the same file as card and original (SVG scales). */
export function variantsFor(urls: string[]): Record<string, Record<string, string>> {
  return Object.fromEntries(urls.map((url) => [url, { original: url, card: url }]))
}
