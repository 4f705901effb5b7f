/*
 * "Send me a reset link" and "send me a WhatsApp code" answer the same for every address or number, so
 * they must also take the same time: the work that only a known account needs (a new token, the message
 * in the outbox) happens after the answer. requested() hands the request to the 'account-recovery'
 * pg-boss job (api/jobs/account_recovery_job.ts), which costs the same for any address; handle() is that
 * job. Without a job runner (JOBS_ENABLED=false, japa) the request is handled in this process right after
 * the answer is on its way.
 */
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import { findByEmail, findByPhone, issuePasswordReset, issuePhoneVerificationCode } from '#services/accounts/auth_service'
import type { Language } from '#domain/languages'

/** `language`: the request's, for the message (absent in jobs queued before it existed: Dutch). */
export type RecoveryRequest = ({ kind: 'password-reset'; email: string } | { kind: 'phone-code'; phone: string }) & { language?: Language }

/** Hands a request to whoever handles it (the pg-boss job in the server). */
export type RecoveryDispatcher = (request: RecoveryRequest) => Promise<unknown>

class RecoveryRequests {
  #dispatcher: RecoveryDispatcher | null = null

  /** start/jobs.ts sets the pg-boss dispatcher; tests may set one that keeps the requests for later. */
  useDispatcher(dispatcher: RecoveryDispatcher | null) {
    this.#dispatcher = dispatcher
  }

  /** Never looks the account up and never throws: the caller answers the same whatever happens here. */
  async requested(request: RecoveryRequest): Promise<void> {
    if (this.#dispatcher) {
      try {
        await this.#dispatcher(request)
        return
      } catch (error) {
        logger.warn({ err: error, kind: request.kind }, 'account recovery: job not queued; handled in this process')
      }
    }
    setImmediate(() => {
      this.handle(request).catch((error) => logger.error({ err: error, kind: request.kind }, 'account recovery failed'))
    })
  }

  /** For a known, active account: a new reset link or code, and its message in the outbox. Nothing for others. */
  async handle(request: RecoveryRequest): Promise<void> {
    await db.transaction(async (trx) => {
      if (request.kind === 'phone-code') {
        const user = await findByPhone(request.phone, trx)
        if (user && !user.isPhoneVerified && !user.deactivatedAt) await issuePhoneVerificationCode(user, trx, request.language)
        return
      }
      const user = await findByEmail(request.email, trx)
      if (user && !user.deactivatedAt) await issuePasswordReset(user, trx, request.language)
    })
  }
}

const recoveryRequests = new RecoveryRequests()
export default recoveryRequests
