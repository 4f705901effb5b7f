/*
 * Image uploads (POST /api/uploads): where they are stored and how much one person may send. The folder is
 * the one bin/server.ts serves at /uploads/ (bin/one_origin.ts); UPLOADS_DIR moves both (tests use a temp folder).
 *
 * UPLOAD_MAX_MB (default 8) is the size of one file; UPLOADS_PER_HOUR (default 60) and UPLOAD_MB_PER_DAY
 * (default 300) per account keep one account from filling the disk. UPLOAD_MAX_MEGAPIXELS (default 50)
 * refuses decompression bombs: a small PNG that would decode to gigabytes.
 */
import { fileURLToPath } from 'node:url'

export const UPLOADS_URL_PREFIX = '/uploads/'

/** Where uploads live on disk; read on each call so a test can point it at a temp folder. */
export function uploadsDir(): string {
  return process.env.UPLOADS_DIR || fileURLToPath(new URL('../.data/uploads/', import.meta.url))
}

function positive(name: string, fallback: number): number {
  const value = Number(process.env[name])
  return Number.isFinite(value) && value > 0 ? value : fallback
}

export interface UploadLimits {
  maxBytes: number
  maxMegapixels: number
  perHour: number
  bytesPerDay: number
}

export function uploadLimits(): UploadLimits {
  return {
    maxBytes: Math.round(positive('UPLOAD_MAX_MB', 8) * 1024 * 1024),
    maxMegapixels: positive('UPLOAD_MAX_MEGAPIXELS', 50),
    perHour: Math.round(positive('UPLOADS_PER_HOUR', 60)),
    bytesPerDay: Math.round(positive('UPLOAD_MB_PER_DAY', 300) * 1024 * 1024),
  }
}
