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
