import vine from '@vinejs/vine'

/** An image address as records store it: our own path (/uploads/…, /demo/…) or an https URL. */
export const imageUrl = () =>
  vine
    .string()
    .trim()
    .maxLength(500)
    .regex(/^(\/|https:\/\/)[^\s]*$/)

/** imageVariants: per image URL its variants ({ original, card, thumb } → URL). */
export const imageVariants = () => vine.record(vine.record(imageUrl()))

/**
 * An event image: only our own uploads (/uploads/…, the demo pictures included), never another site's address, so an
 * event page loads no third-party picture that could count its visitors (a tracking pixel).
 */
export const OWN_UPLOAD_URL = /^\/uploads\/(?!.*\.\.)(?!.*\/\/)[A-Za-z0-9][A-Za-z0-9._/-]*$/

export const ownImageUrl = () => vine.string().trim().maxLength(500).regex(OWN_UPLOAD_URL)

/** imageVariants of an event: per image its variants, all our own uploads. */
export const ownImageVariants = () => vine.record(vine.record(ownImageUrl()))
