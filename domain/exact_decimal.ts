/*
 * Exact decimal arithmetic for money (fees, currency conversion): amounts become fractions of
 * BigInts, so 1.005 stays 1.005 and rounding happens once, where the rule says, half up.
 * No framework imports: Node and browsers alike.
 */

/** value = n / d, d > 0. */
export interface Fraction {
  n: bigint
  d: bigint
}

/** A money amount or rate as the API and the database carry it: a number or a decimal string. */
export type Numeric = number | string

const DECIMAL = /^([+-])?(\d*)(?:\.(\d*))?(?:e([+-]?\d{1,3}))?$/i
const MAX_DIGITS = 40

export const ZERO: Fraction = { n: 0n, d: 1n }

/**
 * '12.50', '-3', '1e-7', 12.5 → an exact fraction; anything else (null, '', 'abc', NaN, Infinity,
 * over 40 digits) → null. A number is read through its shortest round-trip text, so 0.1 is 1/10.
 */
export function parseDecimal(value: unknown): Fraction | null {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null
    value = String(value)
  }
  if (typeof value !== 'string') return null
  const match = DECIMAL.exec(value.trim())
  if (!match) return null
  const [, sign, whole = '', fraction = '', exponentText] = match
  if (whole === '' && fraction === '') return null
  const digits = `${whole}${fraction}`.replace(/^0+(?=\d)/, '')
  if (digits.length > MAX_DIGITS) return null
  const scale = fraction.length - Number(exponentText ?? 0)
  let n = BigInt(digits)
  let d = 1n
  if (scale >= 0) d = 10n ** BigInt(scale)
  else n *= 10n ** BigInt(-scale)
  return { n: sign === '-' ? -n : n, d }
}

export const add = (a: Fraction, b: Fraction): Fraction => ({ n: a.n * b.d + b.n * a.d, d: a.d * b.d })
export const multiply = (a: Fraction, b: Fraction): Fraction => ({ n: a.n * b.n, d: a.d * b.d })

/** a / b; b must not be zero. */
export function divide(a: Fraction, b: Fraction): Fraction {
  if (b.n === 0n) throw new RangeError('Division by zero')
  return b.n < 0n ? { n: -a.n * b.d, d: a.d * -b.n } : { n: a.n * b.d, d: a.d * b.n }
}

/** `percentage` percent of `value`: 2.5 % of 100 = 2.5. */
export const percentOf = (value: Fraction, percentage: Fraction): Fraction => multiply(value, { n: percentage.n, d: percentage.d * 100n })

export const isNegative = (value: Fraction) => value.n < 0n
/** -1, 0 or 1 as a is below, equal to or above b. */
export function compare(a: Fraction, b: Fraction): -1 | 0 | 1 {
  const difference = a.n * b.d - b.n * a.d
  return difference === 0n ? 0 : difference > 0n ? 1 : -1
}

/** The value in units of 10^-decimals, rounded half up (half away from zero): 1.005 at 2 → 101n. */
export function roundToUnits(value: Fraction, decimals: number): bigint {
  const numerator = value.n * 10n ** BigInt(decimals)
  const magnitude = (2n * (numerator < 0n ? -numerator : numerator) + value.d) / (2n * value.d)
  return numerator < 0n ? -magnitude : magnitude
}

/** 101n at 2 decimals → '1.01'; -5n → '-0.05'. */
export function formatUnits(units: bigint, decimals: number): string {
  const negative = units < 0n
  const digits = (negative ? -units : units).toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const text = decimals > 0 ? `${whole}.${digits.slice(-decimals)}` : whole
  return negative ? `-${text}` : text
}

/** Rounded half up and written with exactly `decimals` decimals: ('1.005', 2) → '1.01'. */
export const toFixedDecimal = (value: Fraction, decimals: number): string => formatUnits(roundToUnits(value, decimals), decimals)
