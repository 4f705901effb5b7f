/*
 * The QR image of a ticket's entry code: error correction M, 8 px per module at 330 px wide with a
 * quiet zone of 2 modules, which a scanner reads from a phone screen at arm's length. Pages that show
 * the code full screen (My tickets, the success page) get it as SVG, sharp at any size.
 */
import QRCode from 'qrcode'

const QR_OPTIONS = { errorCorrectionLevel: 'M', margin: 2, width: 330 } as const

export function qrPng(code: string): Promise<Buffer> {
  return QRCode.toBuffer(code, { ...QR_OPTIONS, type: 'png' })
}

export function qrDataUrl(code: string): Promise<string> {
  return QRCode.toDataURL(code, { ...QR_OPTIONS, type: 'image/png' })
}

/** The same code as an SVG data URL (about 2 KB): no blurred modules when a phone blows it up to full screen. */
export async function qrSvgDataUrl(code: string): Promise<string> {
  const svg = await QRCode.toString(code, { errorCorrectionLevel: QR_OPTIONS.errorCorrectionLevel, margin: QR_OPTIONS.margin, type: 'svg' })
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`
}
