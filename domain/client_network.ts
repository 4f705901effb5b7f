/*
 * Which "client" a per-address limit counts (sign-in lockout, e-mail check, holds, free tickets, pending
 * payments). An IPv4 address is one client. An IPv6 address is not: a single home or phone line gets a
 * whole /64 (2^64 addresses) and can pick a fresh one per request, so every address of a /64 counts as
 * one client. IPv4-mapped IPv6 ('::ffff:1.2.3.4', what a dual-stack socket reports) is the IPv4 address.
 */

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/
const HEXTET = /^[0-9a-f]{1,4}$/

/** The eight 16-bit groups of an IPv6 address (an embedded IPv4 tail becomes the last two), or null. */
function ipv6Groups(address: string): number[] | null {
  let text = address
  const lastColon = text.lastIndexOf(':')
  const tail = text.slice(lastColon + 1)
  if (tail.includes('.')) {
    if (!IPV4.test(tail)) return null
    const [a, b, c, d] = tail.split('.').map(Number)
    text = `${text.slice(0, lastColon + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const halves = text.split('::')
  if (halves.length > 2) return null
  const part = (s: string) => (s === '' ? [] : s.split(':'))
  const head = part(halves[0])
  const rest = halves.length === 2 ? part(halves[1]) : []
  if (![...head, ...rest].every((g) => HEXTET.test(g))) return null
  const given = head.length + rest.length
  if (halves.length === 1 ? given !== 8 : given > 7) return null
  const zeros = halves.length === 2 ? Array<string>(8 - given).fill('0') : []
  return [...head, ...zeros, ...rest].map((g) => parseInt(g, 16))
}

/**
 * The key a per-client limit counts under: the IPv4 address, or the IPv6 /64 as 'xxxx:xxxx:xxxx:xxxx::/64'.
 * Anything else (a unix socket, an unparsable value) is kept as it is, lower-cased.
 */
export function clientNetworkKey(ip: string): string {
  const address = ip.trim().toLowerCase().replace(/%.*$/, '')
  if (IPV4.test(address)) return address
  const groups = ipv6Groups(address)
  if (!groups) return address
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff
  if (mapped) return [groups[6] >> 8, groups[6] & 255, groups[7] >> 8, groups[7] & 255].join('.')
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`
}

/**
 * What an activity line keeps of an address (SPEC §3 user_activity_logs): never the address itself, only its
 * network: an IPv4 /24 as 'a.b.c.0', an IPv6 /48 as 'xxxx:xxxx:xxxx::/48'. Null for anything unparsable, so a
 * value that is not an address can never be stored in full.
 */
export function networkPrefix(ip: string | null | undefined): string | null {
  if (!ip) return null
  const address = ip.trim().toLowerCase().replace(/%.*$/, '')
  if (IPV4.test(address)) return `${address.split('.').slice(0, 3).join('.')}.0`
  const groups = ipv6Groups(address)
  if (!groups) return null
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff
  if (mapped) return `${groups[6] >> 8}.${groups[6] & 255}.${groups[7] >> 8}.0`
  return `${groups
    .slice(0, 3)
    .map((g) => g.toString(16))
    .join(':')}::/48`
}
