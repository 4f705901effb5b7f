/*
 * Demo pictures that look like event photos and posters: a concert stage, a theatre, a gallery, a
 * conference room, a night market, a sports track or river, a venue by the water or in town. No text
 * in them: the pages print the title beside the picture, so a title inside it would show twice.
 * Pure and deterministic (a seeded random per picture): the same input gives the same bytes.
 * 1200x600, with what matters in the middle band, so 16:9 cards and the wide hero crop it well.
 */

export type Scene = 'stage' | 'theater' | 'gallery' | 'conference' | 'market' | 'sport' | 'river' | 'waterfront' | 'building' | 'hall'

export interface SceneInput {
  scene: Scene
  colors: [string, string]
  /** Makes each picture of a set different. */
  seed: string
}

const W = 1200
const H = 600
const INK = '#0b0d12'

/** mulberry32 over a string hash: a small, stable random source. */
function random(seed: string): () => number {
  let h = 2166136261
  for (const ch of seed) h = Math.imul(h ^ ch.charCodeAt(0), 16777619)
  let a = h >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function rgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.replace('#', ''), 16)
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255]
}

/** Mixes two colours: t = 0 gives a, 1 gives b. */
function mix(a: string, b: string, t: number): string {
  const [x, y] = [rgb(a), rgb(b)]
  return `#${x
    .map((v, i) =>
      Math.round(v + (y[i] - v) * t)
        .toString(16)
        .padStart(2, '0')
    )
    .join('')}`
}

const darken = (color: string, t: number) => mix(color, '#000000', t)
const lighten = (color: string, t: number) => mix(color, '#ffffff', t)
const r1 = (value: number) => Math.round(value * 10) / 10

interface Paint {
  defs: string[]
  body: string[]
  rand: () => number
  id: (name: string) => string
}

function paint(seed: string): Paint {
  const prefix = `s${(random(seed)() * 1e6) | 0}`
  return { defs: [], body: [], rand: random(seed), id: (name) => `${prefix}${name}` }
}

function linear(p: Paint, name: string, stops: [number, string, number?][], vertical = true): string {
  const id = p.id(name)
  const dir = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="0"'
  p.defs.push(
    `<linearGradient id="${id}" ${dir}>${stops.map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`).join('')}</linearGradient>`
  )
  return `url(#${id})`
}

function radial(p: Paint, name: string, color: string, opacity = 1): string {
  const id = p.id(name)
  p.defs.push(
    `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${opacity}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`
  )
  return `url(#${id})`
}

/** The whole picture filled with a top-to-bottom gradient: each scene's sky, wall or room. */
function backdrop(p: Paint, name: string, stops: [number, string, number?][]) {
  p.body.push(`<rect width="${W}" height="${H}" fill="${linear(p, name, stops)}"/>`)
}

/** A standing person seen from the front, feet at (x, y), h tall. */
function person(x: number, y: number, h: number, fill = INK, arms: 'down' | 'up' | 'mic' = 'down'): string {
  const s = h / 100
  const head = `<circle cx="${r1(x)}" cy="${r1(y - 88 * s)}" r="${r1(9 * s)}"/>`
  const body = `<path d="M${r1(x - 13 * s)} ${r1(y - 74 * s)}h${r1(26 * s)}l${r1(4 * s)} ${r1(36 * s)}h${r1(-7 * s)}l${r1(-3 * s)} ${r1(38 * s)}h${r1(-7 * s)}l${r1(-3 * s)} ${r1(-30 * s)}l${r1(-3 * s)} ${r1(30 * s)}h${r1(-7 * s)}l${r1(-3 * s)} ${r1(-38 * s)}h${r1(-7 * s)}z"/>`
  const arm = (dx: number, tx: number, ty: number) =>
    `<path d="M${r1(x + dx * s)} ${r1(y - 70 * s)}L${r1(x + tx * s)} ${r1(y + ty * s)}" stroke="${fill}" stroke-width="${r1(6 * s)}" stroke-linecap="round"/>`
  const armsPath =
    arms === 'up'
      ? arm(-11, -24, -118) + arm(11, 26, -120)
      : arms === 'mic'
        ? arm(-11, -4, -82) +
          arm(11, 18, -42) +
          `<path d="M${r1(x - 6 * s)} ${r1(y - 84 * s)}L${r1(x - 6 * s)} ${r1(y)}" stroke="${fill}" stroke-width="${r1(2.5 * s)}"/>`
        : arm(-12, -17, -36) + arm(12, 17, -36)
  return `<g fill="${fill}">${head}${body}${armsPath}</g>`
}

/** A row of heads and shoulders seen from behind, along the bottom edge. */
function crowd(p: Paint, top: number, color = INK, hands = 0.25, lights = 0.15): string {
  const parts: string[] = []
  for (let row = 0; row < 2; row++) {
    const y = top + row * 48
    const size = 24 + row * 8
    for (let x = -20 + p.rand() * 30; x < W + 40; x += size * 1.9 + p.rand() * 22) {
      const hy = y + p.rand() * 14
      if (row === 0 && p.rand() < hands) {
        const side = p.rand() < 0.5 ? -1 : 1
        const tip = { x: x + side * (10 + p.rand() * 30), y: hy - 70 - p.rand() * 40 }
        parts.push(
          `<path d="M${r1(x + side * size * 0.6)} ${r1(hy + size)}L${r1(tip.x)} ${r1(tip.y)}" stroke="${color}" stroke-width="9" stroke-linecap="round"/>`
        )
        if (p.rand() < lights / hands)
          parts.push(`<rect x="${r1(tip.x - 5)}" y="${r1(tip.y - 14)}" width="10" height="16" rx="2" fill="#fff" opacity=".85"/>`)
      }
      parts.push(`<circle cx="${r1(x)}" cy="${r1(hy)}" r="${size * 0.55}"/>`)
      parts.push(`<ellipse cx="${r1(x)}" cy="${r1(hy + size * 1.35)}" rx="${r1(size * 1.05)}" ry="${r1(size * 0.95)}"/>`)
    }
  }
  return `<g fill="${color}">${parts.join('')}</g>`
}

function bokeh(p: Paint, color: string, count: number, top = 0, bottom = H * 0.6): string {
  const dots: string[] = []
  for (let i = 0; i < count; i++) {
    dots.push(
      `<circle cx="${r1(p.rand() * W)}" cy="${r1(top + p.rand() * (bottom - top))}" r="${r1(6 + p.rand() * 22)}" fill="${p.rand() < 0.5 ? color : '#fff'}" opacity="${r1(0.08 + p.rand() * 0.18)}"/>`
    )
  }
  return dots.join('')
}

function stage(p: Paint, [a, b]: [string, string]) {
  backdrop(p, 'bg', [
    [0, darken(b, 0.85)],
    [0.6, darken(b, 0.35)],
    [1, darken(a, 0.5)],
  ])
  p.body.push(`<ellipse cx="600" cy="330" rx="520" ry="240" fill="${radial(p, 'glow', a, 0.75)}"/>`)
  const beam = linear(p, 'beam', [
    [0, '#fff', 0.55],
    [1, lighten(a, 0.3), 0],
  ])
  const count = 4 + Math.floor(p.rand() * 3)
  for (let i = 0; i < count; i++) {
    const x = 140 + (i * 920) / (count - 1)
    const to = 600 + (p.rand() - 0.5) * 900
    p.body.push(
      `<path d="M${r1(x - 10)} 52L${r1(x + 10)} 52L${r1(to + 120)} 430L${r1(to - 120)} 430z" fill="${beam}" opacity="${r1(0.35 + p.rand() * 0.3)}"/>`
    )
  }
  p.body.push(`<rect x="80" y="40" width="1040" height="14" rx="4" fill="${INK}"/>`)
  for (let i = 0; i < 9; i++) p.body.push(`<circle cx="${140 + i * 115}" cy="58" r="9" fill="${lighten(a, 0.6)}"/>`)
  p.body.push(bokeh(p, a, 14, 60, 360))
  p.body.push(`<rect x="0" y="400" width="${W}" height="40" fill="${darken(b, 0.7)}"/>`)
  const band = 2 + Math.floor(p.rand() * 3)
  for (let i = 0; i < band; i++) {
    const x = 600 + (i - (band - 1) / 2) * 170 + (p.rand() - 0.5) * 40
    p.body.push(person(x, 402, 150 + p.rand() * 20, INK, i === Math.floor(band / 2) ? 'mic' : p.rand() < 0.4 ? 'up' : 'down'))
  }
  p.body.push(crowd(p, 470, INK, 0.35, 0.2))
}

function theater(p: Paint, [a, b]: [string, string]) {
  p.body.push(`<rect width="${W}" height="${H}" fill="${darken(b, 0.85)}"/>`)
  const cone = linear(p, 'cone', [
    [0, '#fff7dd', 0.7],
    [1, '#fff7dd', 0.05],
  ])
  const x = 540 + p.rand() * 120
  p.body.push(`<path d="M${x - 40} 0h80l150 430h-380z" fill="${cone}"/>`)
  p.body.push(`<ellipse cx="${x}" cy="430" rx="200" ry="34" fill="#fff3cf" opacity=".55"/>`)
  p.body.push(`<rect x="0" y="430" width="${W}" height="170" fill="${darken(b, 0.75)}"/>`)
  p.body.push(person(x, 432, 170, INK, p.rand() < 0.5 ? 'mic' : 'up'))
  const red = mix(a, '#b3122e', 0.55)
  const folds = linear(
    p,
    'curtain',
    Array.from({ length: 9 }, (_, i): [number, string] => [i / 8, i % 2 ? darken(red, 0.45) : red]),
    false
  )
  p.body.push(`<path d="M0 0h330q-40 220 -10 440q-140 40 -320 60z" fill="${folds}"/>`)
  p.body.push(`<path d="M${W} 0h-330q40 220 10 440q140 40 320 60z" fill="${folds}"/>`)
  // The valance: scallops from right to left along its lower edge.
  p.body.push(`<path d="M0 0h${W}v58${'q-50 46 -100 0'.repeat(12)}z" fill="${darken(red, 0.2)}"/>`)
  p.body.push(crowd(p, 500, INK, 0.05, 0))
}

function gallery(p: Paint, [a, b]: [string, string]) {
  backdrop(p, 'wall', [
    [0, lighten(a, 0.82)],
    [1, lighten(b, 0.7)],
  ])
  p.body.push(`<rect x="0" y="470" width="${W}" height="130" fill="${mix(darken(b, 0.3), '#6b4f35', 0.5)}"/>`)
  p.body.push(`<rect x="0" y="466" width="${W}" height="8" fill="${darken(b, 0.2)}" opacity=".5"/>`)
  const frames = 3
  for (let i = 0; i < frames; i++) {
    const w = 200 + p.rand() * 70
    const h = 150 + p.rand() * 90
    const cx = 230 + i * 370
    const x = cx - w / 2
    const y = 250 - h / 2
    p.body.push(`<ellipse cx="${cx}" cy="${y + h / 2}" rx="${w}" ry="${h}" fill="${radial(p, `lamp${i}`, '#fff6dc', 0.8)}"/>`)
    p.body.push(`<rect x="${r1(x - 14)}" y="${r1(y - 14)}" width="${r1(w + 28)}" height="${r1(h + 28)}" fill="${INK}" opacity=".85"/>`)
    const art = linear(p, `art${i}`, [
      [0, i % 2 ? a : b],
      [1, i % 2 ? lighten(b, 0.3) : lighten(a, 0.4)],
    ])
    p.body.push(`<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" fill="${art}"/>`)
    const shape = Math.floor(p.rand() * 3)
    if (shape === 0)
      p.body.push(
        `<circle cx="${r1(cx + (p.rand() - 0.5) * w * 0.4)}" cy="${r1(y + h * 0.45)}" r="${r1(h * 0.28)}" fill="#fff" opacity=".7"/>`
      )
    else if (shape === 1)
      p.body.push(
        `<path d="M${r1(x)} ${r1(y + h)}L${r1(cx)} ${r1(y + h * 0.25)}L${r1(x + w)} ${r1(y + h)}z" fill="${darken(a, 0.4)}" opacity=".8"/>`
      )
    else
      p.body.push(
        `<path d="M${r1(x)} ${r1(y + h * 0.6)}q${r1(w / 4)} ${r1(-h * 0.4)} ${r1(w / 2)} 0t${r1(w / 2)} 0V${r1(y + h)}H${r1(x)}z" fill="${lighten(a, 0.5)}" opacity=".85"/>`
      )
    p.body.push(`<path d="M${cx - 20} 30h40l-8 22h-24z" fill="${INK}"/>`)
  }
  const visitors = 1 + Math.floor(p.rand() * 2)
  for (let i = 0; i < visitors; i++) p.body.push(person(300 + p.rand() * 600, 560, 230 + p.rand() * 30, darken(b, 0.75)))
}

function conference(p: Paint, [a, b]: [string, string]) {
  backdrop(p, 'room', [
    [0, darken(b, 0.6)],
    [1, darken(b, 0.85)],
  ])
  p.body.push(`<ellipse cx="560" cy="230" rx="560" ry="260" fill="${radial(p, 'screenGlow', a, 0.45)}"/>`)
  const screen = linear(p, 'screen', [
    [0, lighten(a, 0.25)],
    [1, b],
  ])
  p.body.push(`<rect x="250" y="70" width="620" height="320" rx="10" fill="${screen}"/>`)
  if (p.rand() < 0.5) {
    for (let i = 0; i < 6; i++) {
      const h = 40 + p.rand() * 200
      p.body.push(
        `<rect x="${310 + i * 90}" y="${r1(360 - h)}" width="56" height="${r1(h)}" rx="6" fill="#fff" opacity="${r1(0.45 + i * 0.08)}"/>`
      )
    }
  } else {
    const nodes = Array.from({ length: 9 }, () => [300 + p.rand() * 520, 110 + p.rand() * 240])
    for (let i = 0; i < nodes.length; i++) {
      for (let j = i + 1; j < nodes.length; j++) {
        if ((i * 7 + j) % 3 === 0)
          p.body.push(
            `<path d="M${r1(nodes[i][0])} ${r1(nodes[i][1])}L${r1(nodes[j][0])} ${r1(nodes[j][1])}" stroke="#fff" stroke-opacity=".45" stroke-width="3"/>`
          )
      }
    }
    for (const [x, y] of nodes) p.body.push(`<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(8 + p.rand() * 10)}" fill="#fff" opacity=".85"/>`)
  }
  // The speaker, lit from the side, behind a lectern.
  p.body.push(`<ellipse cx="985" cy="330" rx="150" ry="170" fill="${radial(p, 'speakerLight', lighten(a, 0.4), 0.55)}"/>`)
  p.body.push(person(985, 440, 180, INK, 'down'))
  p.body.push(`<path d="M935 300h90l-12 140h-66z" fill="${darken(b, 0.5)}"/>`)
  p.body.push(crowd(p, 480, INK, 0.08, 0.05))
}

function market(p: Paint, [a, b]: [string, string]) {
  backdrop(p, 'dusk', [
    [0, darken(b, 0.8)],
    [0.7, darken(b, 0.35)],
    [1, mix(a, b, 0.5)],
  ])
  const stalls = 4
  for (let i = 0; i < stalls; i++) {
    const x = 40 + i * 290 + p.rand() * 30
    const roof = i % 2 ? a : lighten(b, 0.35)
    p.body.push(`<rect x="${x + 20}" y="300" width="210" height="150" fill="${darken(roof, 0.6)}"/>`)
    p.body.push(`<rect x="${x + 36}" y="320" width="178" height="70" fill="${lighten(a, 0.55)}" opacity=".55"/>`)
    p.body.push(`<path d="M${x} 300l125-80l125 80z" fill="${roof}"/>`)
    for (let s = 0; s < 5; s++) p.body.push(`<path d="M${x + s * 50} 300h25l100 -64l-12 -8z" fill="#fff" opacity=".22"/>`)
  }
  for (let line = 0; line < 2; line++) {
    const y0 = 60 + line * 70
    const sag = 70 + line * 20
    p.body.push(`<path d="M-20 ${y0}Q600 ${y0 + sag * 2} 1220 ${y0}" fill="none" stroke="${INK}" stroke-width="3"/>`)
    for (let i = 0; i <= 24; i++) {
      const t = i / 24
      const x = -20 + 1240 * t
      const y = (1 - t) * (1 - t) * y0 + 2 * (1 - t) * t * (y0 + sag * 2) + t * t * y0
      p.body.push(
        `<circle cx="${r1(x)}" cy="${r1(y + 7)}" r="18" fill="${radial(p, 'bulbGlow', '#ffe6a3', 0.55)}"/><circle cx="${r1(x)}" cy="${r1(y + 7)}" r="5" fill="#fff1c4"/>`
      )
    }
  }
  p.body.push(crowd(p, 470, INK, 0.12, 0.05))
}

function sport(p: Paint, [a, b]: [string, string]) {
  backdrop(p, 'sky', [
    [0, lighten(a, 0.25)],
    [1, lighten(a, 0.75)],
  ])
  p.body.push(`<circle cx="${900 + p.rand() * 150}" cy="${110 + p.rand() * 40}" r="60" fill="#fff7d6" opacity=".85"/>`)
  p.body.push(`<path d="M0 300q150-60 300-20t320-10 300 0 280-20V340H0z" fill="${darken(b, 0.3)}" opacity=".8"/>`)
  p.body.push(`<rect x="0" y="320" width="${W}" height="280" fill="${mix(b, '#b5533c', 0.45)}"/>`)
  for (let lane = 0; lane <= 6; lane++) {
    const top = 320 + lane * 8
    const bottom = 330 + lane * 50
    p.body.push(
      `<path d="M0 ${bottom}C400 ${bottom - 30} 800 ${top + 10} ${W} ${top}" fill="none" stroke="#fff" stroke-opacity=".75" stroke-width="${r1(2 + lane * 0.6)}"/>`
    )
  }
  const runners = 3 + Math.floor(p.rand() * 2)
  for (let i = 0; i < runners; i++) {
    const x = 250 + i * 190 + p.rand() * 40
    const y = 520 - i * 38
    const s = 1.5 - i * 0.18
    p.body.push(
      `<g fill="${INK}" stroke="${INK}" stroke-linecap="round" transform="translate(${r1(x)} ${r1(y)}) scale(${r1(s)})">` +
        '<circle cx="6" cy="-96" r="10"/><path d="M0 -84L-8 -40" stroke-width="12"/>' +
        '<path d="M-8 -40L14 -14L8 10M-8 -40L-26 -16L-44 -22" fill="none" stroke-width="8"/>' +
        '<path d="M0 -78L24 -60L36 -72M0 -78L-22 -62L-30 -44" fill="none" stroke-width="7"/></g>'
    )
  }
}

function river(p: Paint, [a, b]: [string, string], boats: boolean) {
  backdrop(p, 'sunset', [
    [0, darken(b, 0.3)],
    [0.55, a],
    [1, lighten(a, 0.55)],
  ])
  const sunX = 380 + p.rand() * 440
  p.body.push(`<circle cx="${r1(sunX)}" cy="300" r="70" fill="#fff3c4" opacity=".9"/>`)
  p.body.push(`<path d="M0 330q200-40 420-10t420 -6 360 -10V360H0z" fill="${darken(b, 0.55)}"/>`)
  const water = linear(p, 'water', [
    [0, darken(a, 0.25)],
    [1, darken(b, 0.6)],
  ])
  p.body.push(`<rect x="0" y="350" width="${W}" height="250" fill="${water}"/>`)
  for (let i = 0; i < 14; i++) {
    const y = 365 + i * 16
    p.body.push(
      `<rect x="${r1(sunX - 90 + p.rand() * 40 - i * 3)}" y="${y}" width="${r1(140 - i * 5)}" height="4" rx="2" fill="#fff3c4" opacity="${r1(0.6 - i * 0.035)}"/>`
    )
  }
  if (boats) {
    for (let i = 0; i < 2; i++) {
      const x = 260 + i * 520 + p.rand() * 60
      const y = 450 + i * 40
      p.body.push(`<path d="M${x - 110} ${y}q110 26 220 0l-20 14h-180z" fill="${INK}"/>`)
      for (let k = 0; k < 3; k++) p.body.push(person(x - 60 + k * 60, y + 2, 60, INK, 'down'))
      p.body.push(`<path d="M${x + 30} ${y - 60}L${x - 40} ${y + 20}" stroke="${INK}" stroke-width="4"/>`)
    }
  }
  // Palms on the bank.
  for (const x of [80 + p.rand() * 80, 1040 + p.rand() * 80]) {
    p.body.push(`<path d="M${r1(x)} 360q-12-120 18-230" fill="none" stroke="${INK}" stroke-width="12"/>`)
    for (const angle of [-160, -125, -70, -20, 20, 60]) {
      p.body.push(
        `<ellipse cx="${r1(x + 18)}" cy="130" rx="90" ry="15" fill="${INK}" transform="rotate(${angle} ${r1(x + 18)} 130) translate(70 0)"/>`
      )
    }
  }
}

function waterfront(p: Paint, colors: [string, string]) {
  river(p, colors, false)
  // A stage roof on the bank with its lights on.
  p.body.push(`<path d="M420 330l180-70 180 70z" fill="${INK}"/><rect x="440" y="330" width="320" height="22" fill="${INK}"/>`)
  for (let i = 0; i < 6; i++) p.body.push(`<circle cx="${470 + i * 52}" cy="344" r="5" fill="#fff1c4"/>`)
}

function building(p: Paint, [a, b]: [string, string]) {
  // A tropical day whatever the venue's colours; they tint the sky and the door.
  backdrop(p, 'day', [
    [0, mix(a, '#3d8fd1', 0.75)],
    [1, mix(a, '#cfe8f7', 0.85)],
  ])
  p.body.push(`<rect x="0" y="480" width="${W}" height="120" fill="${mix(b, '#3f7a3a', 0.75)}"/>`)
  // A Paramaribo wooden house: white boards, dark roof, green shutters, a stoop.
  const x = 280 + p.rand() * 60
  p.body.push(`<path d="M${x - 20} 200l300-110 300 110z" fill="${mix(b, '#3b3b3b', 0.6)}"/>`)
  p.body.push(`<rect x="${x}" y="200" width="560" height="280" fill="#f7f5ef"/>`)
  for (let k = 0; k < 14; k++) p.body.push(`<rect x="${x}" y="${206 + k * 20}" width="560" height="2" fill="#d9d5c8"/>`)
  for (let row = 0; row < 2; row++) {
    for (let col = 0; col < 5; col++) {
      const wx = x + 40 + col * 104
      const wy = 228 + row * 120
      if (row === 1 && col === 2) continue
      p.body.push(`<rect x="${wx}" y="${wy}" width="60" height="80" fill="${mix(a, '#1f2a33', 0.8)}"/>`)
      p.body.push(
        `<rect x="${wx - 16}" y="${wy}" width="14" height="80" fill="#2f6b3a"/><rect x="${wx + 62}" y="${wy}" width="14" height="80" fill="#2f6b3a"/>`
      )
    }
  }
  p.body.push(`<rect x="${x + 248}" y="360" width="64" height="120" fill="${darken(b, 0.4)}"/>`)
  p.body.push(`<path d="M${x + 220} 480h120l10 18h-140z" fill="#cfcabd"/>`)
  for (const tx of [x - 140, x + 660]) {
    p.body.push(`<rect x="${tx + 50}" y="330" width="16" height="150" fill="${darken(b, 0.6)}"/>`)
    const leaves = mix(b, '#2e6b34', 0.8)
    p.body.push(
      `<circle cx="${tx + 58}" cy="300" r="80" fill="${leaves}"/><circle cx="${tx + 20}" cy="340" r="50" fill="${darken(leaves, 0.2)}"/>`
    )
  }
}

function hall(p: Paint, [a, b]: [string, string]) {
  backdrop(p, 'inside', [
    [0, darken(b, 0.7)],
    [1, darken(b, 0.4)],
  ])
  p.body.push(`<ellipse cx="600" cy="200" rx="420" ry="160" fill="${radial(p, 'stageGlow', a, 0.6)}"/>`)
  p.body.push(`<rect x="300" y="250" width="600" height="40" fill="${darken(b, 0.2)}"/>`)
  p.body.push(`<rect x="340" y="90" width="520" height="160" fill="${darken(a, 0.35)}"/>`)
  for (let i = 0; i < 6; i++) p.body.push(`<circle cx="${380 + i * 88}" cy="76" r="8" fill="#fff1c4"/>`)
  // Rows of empty chairs in perspective.
  for (let row = 0; row < 6; row++) {
    const y = 320 + row * row * 7 + row * 22
    const size = 10 + row * 4
    const span = 320 + row * 120
    const count = 10 + row
    for (let i = 0; i < count; i++) {
      const cx = 600 - span + (2 * span * i) / (count - 1)
      p.body.push(
        `<rect x="${r1(cx - size)}" y="${r1(y)}" width="${r1(size * 2)}" height="${r1(size * 1.6)}" rx="${r1(size * 0.3)}" fill="${mix(a, INK, 0.55)}"/>`
      )
    }
  }
}

const PAINTERS: Record<Scene, (p: Paint, colors: [string, string]) => void> = {
  stage,
  theater,
  gallery,
  conference,
  market,
  sport,
  river: (p, colors) => river(p, colors, true),
  waterfront,
  building,
  hall,
}

export function sceneSvg({ scene, colors, seed }: SceneInput): string {
  const p = paint(`${scene}:${seed}`)
  PAINTERS[scene](p, colors)
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" aria-hidden="true">` +
    `<defs>${p.defs.join('')}</defs>${p.body.join('')}</svg>`
  )
}

/** The scene an event's category calls for; the second picture of a set may show another angle. */
export function eventScene(category: string, index: number, title = ''): Scene {
  if (/kano/i.test(title)) return index % 2 ? 'sport' : 'river'
  switch (category) {
    case 'Muziek':
    case 'Concerten':
      return 'stage'
    case 'Festivals':
      return index % 2 ? 'market' : 'stage'
    case 'Theater':
    case 'Comedy':
      return 'theater'
    case 'Exposities':
    case 'Kunst':
      return 'gallery'
    case 'Sport':
      return 'sport'
    case 'Zakelijk':
    case 'Conferenties':
    case 'Technologie':
    case 'Educatie':
      return 'conference'
    case 'Cultuur':
      return index % 2 ? 'stage' : 'market'
    default:
      return 'market'
  }
}

/** A venue's pictures: outside first (by the water, or a building in town), then the room inside. */
export function venueScene(outdoor: boolean, index: number): Scene {
  if (index === 0) return outdoor ? 'waterfront' : 'building'
  return index % 2 ? 'hall' : outdoor ? 'river' : 'stage'
}
