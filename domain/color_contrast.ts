/*
 * WCAG AA for badges and facility tiles: some category colours (amber, teal) are too light as text on
 * their own pale tint. The hue stays; the text is darkened just enough to reach 4.5:1. Shared by the
 * storefront's badges, the back office's previews and the API's facility colour check.
 */
export const MIN_CONTRAST = 4.5

function channels(hex: string): [number, number, number] {
  return [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as [number, number, number]
}

function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (hi + 0.05) / (lo + 0.05)
}

function toHex(rgb: number[]): string {
  return (
    '#' +
    rgb
      .map((c) => Math.round(c).toString(16).padStart(2, '0'))
      .join('')
      .toUpperCase()
  )
}

/** The text colour itself when readable on the background, else the same hue darkened until it is. */
export function readableTextColor(text: string, background: string): string {
  if (!/^#[0-9A-Fa-f]{6}$/.test(text) || !/^#[0-9A-Fa-f]{6}$/.test(background)) return text
  const base = channels(text)
  let color = text
  for (let step = 1; step <= 20 && contrastRatio(color, background) < MIN_CONTRAST; step++) {
    color = toHex(base.map((c) => c * (1 - step * 0.05)))
  }
  return color
}
