/*
 * A video for Chromium's fake camera (--use-file-for-fake-video-capture): a QR code of the given text held up for
 * a while, then an empty view, looped by Chromium. Written as raw Y4M (4:2:0, grey: Y only, chroma neutral) from
 * the `qrcode` package's module matrix; no encoder needed.
 */
import { writeFileSync } from 'node:fs'
import QRCode from 'qrcode'

const WIDTH = 480
const HEIGHT = 360
const FPS = 10

export function writeQrVideo(file: string, text: string, { shownSeconds = 2.5, emptySeconds = 2.5 } = {}) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' })
  const quiet = 4
  const scale = Math.floor((HEIGHT - 20) / (modules.size + 2 * quiet))
  const side = (modules.size + 2 * quiet) * scale
  const left = Math.floor((WIDTH - side) / 2)
  const top = Math.floor((HEIGHT - side) / 2)

  const shown = Buffer.alloc(WIDTH * HEIGHT, 235)
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) {
      if (!modules.get(row, column)) continue
      for (let y = 0; y < scale; y++) {
        const offset = (top + (row + quiet) * scale + y) * WIDTH + left + (column + quiet) * scale
        shown.fill(16, offset, offset + scale)
      }
    }
  }
  const empty = Buffer.alloc(WIDTH * HEIGHT, 200)
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128)
  const frame = (luma: Buffer) => [Buffer.from('FRAME\n'), luma, chroma]

  const parts: Buffer[] = [Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F${FPS}:1 Ip A1:1 C420jpeg\n`)]
  for (let i = 0; i < shownSeconds * FPS; i++) parts.push(...frame(shown))
  for (let i = 0; i < emptySeconds * FPS; i++) parts.push(...frame(empty))
  writeFileSync(file, Buffer.concat(parts))
}
