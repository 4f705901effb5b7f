import vine from '@vinejs/vine'

/* POST /api/organizers/{id}/embed-domains: the website's address; the service decides whether it is a proper origin. */
export const embedDomainValidator = vine.create(
  vine.object({
    origin: vine.string().trim().minLength(1).maxLength(300),
  })
)
