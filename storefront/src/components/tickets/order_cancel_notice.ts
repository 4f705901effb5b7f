/*
 * What the page says after a cancellation (order_cancel.ts loads it again with ?geannuleerd={orderNumber}&terugbetaling=):
 * the refund went through, is still to come, or a free registration was called off. Null for any other order.
 */
import { translator, type Language } from '../../i18n/translate'

export function cancelNotice(url: URL, orderNumber: string, lang: Language): string | null {
  if (url.searchParams.get('geannuleerd') !== orderNumber) return null
  const t = translator(lang)
  const outcome = url.searchParams.get('terugbetaling')
  if (outcome === 'free') return t('cancel.doneFree')
  return outcome === 'succeeded' ? t('cancel.done') : t('cancel.pending')
}
