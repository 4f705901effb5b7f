import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import { errors as vineErrors } from '@vinejs/vine'
import { DomainError } from '#exceptions/domain_error'
import { CREATION_PASSWORD_MIN } from '#domain/auth_rules'

/**
 * `node ace admin:create --email=… [--first-name=… --last-name=…]`: makes an admin account, e.g. the first
 * one on a fresh production database. The password comes from ADMIN_PASSWORD or is asked for (hidden,
 * twice); it follows SPEC's creation rule (at least 8 characters).
 */
export default class AdminCreate extends BaseCommand {
  static commandName = 'admin:create'
  static description = 'Maak een admin-account aan (het eerste na een nieuwe installatie); wachtwoord uit ADMIN_PASSWORD of gevraagd'
  static options: CommandOptions = { startApp: true }

  @flags.string({ description: 'E-mailadres van de admin', required: true })
  declare email: string

  @flags.string({ description: 'Voornaam', default: 'Beheerder' })
  declare firstName: string

  @flags.string({ description: 'Achternaam', default: 'SuriTickets' })
  declare lastName: string

  async #password(): Promise<string | null> {
    const fromEnv = process.env.ADMIN_PASSWORD
    if (fromEnv) return fromEnv
    const password = await this.prompt.secure(`Wachtwoord (minimaal ${CREATION_PASSWORD_MIN} tekens)`)
    const again = await this.prompt.secure('Herhaal het wachtwoord')
    if (password !== again) {
      this.logger.error('De wachtwoorden zijn niet gelijk; er is niets aangemaakt.')
      return null
    }
    return password
  }

  async run() {
    const password = await this.#password()
    if (password === null) {
      this.exitCode = 1
      return
    }
    const { createAdminAccount } = await import('#services/accounts/admin_account_service')
    try {
      const user = await createAdminAccount({ email: this.email, password, firstName: this.firstName, lastName: this.lastName })
      this.logger.success(
        `Admin ${user.email} aangemaakt (id ${user.id}); log in via /login en stel daar meteen tweestapsverificatie in (verplicht voor admins).`
      )
    } catch (error) {
      const messages =
        error instanceof vineErrors.E_VALIDATION_ERROR
          ? (error.messages as { message: string }[]).map((m) => m.message)
          : error instanceof DomainError
            ? [error.message]
            : null
      if (!messages) throw error
      this.logger.error(`Niet aangemaakt: ${messages.join('; ')}`)
      this.exitCode = 1
    }
  }
}
