/*
 * What an uploaded file really is, from its first bytes (never its name or the browser's Content-Type).
 * Only JPEG, PNG and WebP are images we take: SVG can carry script, GIF animations are not pictures of an
 * event, and anything else is not an image at all.
 */
export type AcceptedImageType = 'image/jpeg' | 'image/png' | 'image/webp'

export const ACCEPTED_IMAGE_TYPES: readonly AcceptedImageType[] = ['image/jpeg', 'image/png', 'image/webp']

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte)

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0))

/** The accepted image type the bytes start with, or null. */
export function sniffImageType(bytes: Uint8Array): AcceptedImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp'
  return null
}

/** File extension of the stored original per type. */
export const IMAGE_EXTENSIONS: Record<AcceptedImageType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
}
