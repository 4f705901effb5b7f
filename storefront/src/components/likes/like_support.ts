/* Ids and texts shared by LikeButton.astro, LikeSupport.astro and like_buttons.ts. */
import type { LikeTargetType } from '#domain/likes'

/** The popover a signed-out visitor's button opens: 'Inloggen vereist' for that kind of target. */
export const likeLoginToastId = (type: LikeTargetType) => `like-login-${type}`

/** The per-type texts like_buttons.ts needs, keyed `<text>.<type>` (e.g. 'done.event'). */
export const LIKE_SCRIPT_TEXTS = [
  'like',
  'unlike',
  'done',
  'undone',
  'failLike',
  'failUnlike',
  'login',
  'confirmTitle',
  'confirmText',
  'confirmOk',
] as const
