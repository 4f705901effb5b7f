/* Translation inside the buying islands: the page passes the 'buy.*' strings of its language as a prop. */
import { makeTranslateFor } from '../auth/messages'
import type { IslandKey, IslandMessages } from '../../i18n/features/buying'

export type { IslandKey, IslandMessages }
export type BuyTranslate = (key: IslandKey, params?: Record<string, string | number>) => string

export const makeBuyTranslate = (messages: IslandMessages): BuyTranslate => makeTranslateFor(messages)
