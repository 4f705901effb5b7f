/*
 * Demo pictures as small generated SVG files (scenes.ts: stages, rooms, markets, rivers; no text), written
 * to .data/uploads/demo/ which the server serves at /uploads/demo/. No internet links.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import { sceneSvg, type Scene } from '#database/demo/scenes'

export const DEMO_UPLOADS_DIR = new URL('../../.data/uploads/demo/', import.meta.url)
export const DEMO_UPLOADS_URL = '/uploads/demo/'

export const LOGO_URL = `${DEMO_UPLOADS_URL}logo.svg`
export const FAVICON_URL = `${DEMO_UPLOADS_URL}favicon.svg`

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
  /** What the picture at this index (0-based) shows. */
  scene: (index: number) => Scene
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
      await writeFile(new URL(file, DEMO_UPLOADS_DIR), sceneSvg({ scene: set.scene(i - 1), colors: set.colors, seed: file }))
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
