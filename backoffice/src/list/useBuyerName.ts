/*
 * A buyer's name as a screen shows it: a counter sale without a name stores a Dutch stand-in ('Loketverkoop',
 * 'Verkooppunt'; domain/counter_sale.ts), which every reader sees in their own language instead.
 */
import { useTranslate } from 'react-admin'
import { anonymousCounterBuyer } from '#domain/counter_sale'

export function useBuyerName(): (name: string | null | undefined) => string {
  const translate = useTranslate()
  return (name) => {
    const counter = anonymousCounterBuyer(name)
    return counter ? translate(`app.anonymous_buyer.${counter}`) : (name ?? '')
  }
}
