/* Share targets of SPEC §2 (order as listed there), with the page URL and the cut share text. */
export interface ShareLink {
  network: 'facebook' | 'whatsapp' | 'x' | 'telegram' | 'linkedin'
  label: string
  href: string
  /** SVG path (24x24, filled). */
  icon: string
}

/**
 * The shared address with the network as utm_source, so the event's funnel can tell visits that came through a
 * shared link (docs/analytics.md); 'share' for the device's share sheet and the copied link.
 */
export function taggedUrl(url: string, source: ShareLink['network'] | 'share'): string {
  const tagged = new URL(url)
  tagged.searchParams.set('utm_source', source)
  return tagged.href
}

export function shareLinks(pageUrl: string, text: string): ShareLink[] {
  const url = (network: ShareLink['network']) => taggedUrl(pageUrl, network)
  const t = encodeURIComponent(text)
  return [
    {
      network: 'facebook',
      label: 'Facebook',
      href: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url('facebook'))}`,
      icon: 'M14 8h3V4h-3a4 4 0 0 0-4 4v2H8v4h2v8h4v-8h3l1-4h-4V8.5a.5.5 0 0 1 .5-.5Z',
    },
    {
      network: 'whatsapp',
      label: 'WhatsApp',
      href: `https://wa.me/?text=${encodeURIComponent(`${text} ${url('whatsapp')}`)}`,
      icon: 'M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 18a8 8 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8 8 0 1 1 12 20Zm4.4-6c-.2-.1-1.4-.7-1.7-.8-.2-.1-.4-.1-.5.1l-.8 1c-.1.2-.3.2-.5.1a6.6 6.6 0 0 1-3.3-2.9c-.2-.4.3-.4.8-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.5-.4h-.5a.9.9 0 0 0-.6.3 2.7 2.7 0 0 0-.9 2 4.7 4.7 0 0 0 1 2.5 10.8 10.8 0 0 0 4.1 3.6c1.5.7 2.1.7 2.9.6.5-.1 1.4-.6 1.6-1.1.2-.6.2-1 .1-1.1l-.4-.4Z',
    },
    {
      network: 'x',
      label: 'X',
      href: `https://twitter.com/intent/tweet?text=${t}&url=${encodeURIComponent(url('x'))}`,
      icon: 'M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.2-8.3L1.8 3h6.4l4.4 5.8L17.8 3Zm-1.1 16.2h1.7L7.2 4.7H5.4l11.3 14.5Z',
    },
    {
      network: 'telegram',
      label: 'Telegram',
      href: `https://t.me/share/url?url=${encodeURIComponent(url('telegram'))}&text=${t}`,
      icon: 'M21.5 3.6 2.9 10.8c-1.3.5-1.3 1.2-.2 1.5l4.8 1.5 1.8 5.6c.2.6.4.8.9.8s.6-.2.9-.5l2.2-2.1 4.6 3.4c.8.5 1.4.2 1.6-.8l3-14.3c.3-1.3-.5-1.8-1-1.3ZM9.6 13.6l8.2-5.2c.4-.2.7-.1.4.2l-6.8 6.1-.3 3.2-1.5-4.3Z',
    },
    {
      network: 'linkedin',
      label: 'LinkedIn',
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url('linkedin'))}`,
      icon: 'M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM3 9.5h4V21H3V9.5Zm6.5 0h3.8v1.6h.1c.5-1 1.8-2 3.8-2 4 0 4.8 2.6 4.8 6V21h-4v-5.2c0-1.3 0-2.9-1.8-2.9s-2 1.4-2 2.8V21h-4V9.5Z',
    },
  ]
}
