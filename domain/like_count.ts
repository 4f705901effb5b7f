/*
 * SPEC §4 Likes: the count shown after an optimistic like or unlike, never below 0. A module without imports:
 * the storefront's like script (storefront/src/components/likes/like_buttons.ts) loads nothing else with it.
 */
export function nextLikeCount(count: number, liked: boolean): number {
  return Math.max(0, count + (liked ? 1 : -1))
}
