/*
 * The QR image of a ticket's entry code: error correction M, 8 px per module at 330 px wide with a
 * quiet zone of 2 modules, which a scanner reads from a phone screen at arm's length.
 */
import QRCode from 'qrcode'

const QR_OPTIONS = { errorCorrectionLevel: 'M', margin: 2, width: 330 } as const

export function qrPng(code: string): Promise<Buffer> {
  return QRCode.toBuffer(code, { ...QR_OPTIONS, type: 'png' })
}

export function qrDataUrl(code: string): Promise<string> {
  return QRCode.toDataURL(code, { ...QR_OPTIONS, type: 'image/png' })
}
