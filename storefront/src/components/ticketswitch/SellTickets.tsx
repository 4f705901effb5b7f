/*
 * 'Verkoop je ticket' on /ticketswitch: the holder's tickets (why one cannot be sold, when it cannot),
 * a form per ticket (price up to what they paid, prefilled with it; where to pay them when the price is above 0;
 * the Ticketswitch fee and what they get, computed with the contract's resaleAmounts) and their listings (status,
 * price, payout, 'Intrekken' while nobody holds it). A signed-in holder proves the tickets are theirs with the
 * session; a guest with the download link's token (/ticketswitch?token=…), sent on every call.
 */
import { useCallback, useEffect, useState, type FormEvent } from 'react'
import type { SellableTicket, SellerListing, TicketswitchErrorCode } from '#domain/ticketswitch'
import { PAYOUT_DETAILS_MAX_LENGTH } from '#domain/ticketswitch'
import { formatDateTime, formatSrd } from '#domain/format'
import type { Language } from '#domain/languages'
import { makeTranslateFor } from '../auth/messages'
import { useSession } from '../auth/use_session'
import type { SellKey, SellMessages } from '../../i18n/features/ticketswitch'
import { ticketswitchApi, type MyResale, type SellerProof } from '../../lib/api/ticketswitch'
import { sellFigures, ticketswitchCode } from './sell_form'

interface Props {
  messages: SellMessages
  lang: Language
  /** The download link's token of a guest (/ticketswitch?token=…), else the session is the proof. */
  downloadToken: string | null
  /** /ticketswitch?ticket=ID: this ticket's form opens at once. */
  focusTicketId: number | null
  loginUrl: string
}

type Load =
  { state: 'loading' } | { state: 'signed-out' } | { state: 'link-invalid' } | { state: 'error' } | { state: 'ok'; resale: MyResale }

type Translate = (key: SellKey, params?: Record<string, string | number>) => string

export default function SellTickets({ messages, lang, downloadToken, focusTicketId, loginUrl }: Props) {
  const t: Translate = makeTranslateFor(messages)
  const session = useSession()
  const [load, setLoad] = useState<Load>({ state: 'loading' })
  const [notice, setNotice] = useState<{ text: string; eventId: number | null } | null>(null)
  const proof: SellerProof | null = downloadToken ? { downloadToken } : session?.token ? { sessionToken: session.token } : null
  const proofKey = downloadToken ?? session?.token ?? null

  const reload = useCallback(async () => {
    if (!proof) return
    const result = await ticketswitchApi.myTickets(proof)
    if (result.ok) return setLoad({ state: 'ok', resale: result.data })
    if ('downloadToken' in proof && [403, 404, 410].includes(result.status)) return setLoad({ state: 'link-invalid' })
    if (result.status === 401 || result.status === 403) return setLoad({ state: 'signed-out' })
    setLoad({ state: 'error' })
    // The proof's value is what matters, not the object built each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [proofKey])

  useEffect(() => {
    if (!downloadToken && session === undefined) return // the session is still being read
    if (!proof) return setLoad({ state: 'signed-out' })
    setLoad({ state: 'loading' })
    void reload()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [proofKey, session === undefined])

  if (load.state === 'loading')
    return (
      <p role="status" className="ts-sell-note">
        {t('tsSell.loading')}
      </p>
    )
  if (load.state === 'signed-out' || load.state === 'link-invalid') {
    return (
      <div className="ts-sell-state" data-testid="sell-signed-out">
        <p>{load.state === 'signed-out' ? t('tsSell.signedOut') : t('tsSell.linkInvalid')}</p>
        <a className="button button-primary" href={loginUrl}>
          {t('tsSell.login')}
        </a>
      </div>
    )
  }
  if (load.state === 'error') {
    return (
      <div className="ts-sell-state" role="alert">
        <p>{t('tsSell.loadError')}</p>
        <button type="button" className="button button-outline" onClick={() => void reload()}>
          {t('tsSell.retry')}
        </button>
      </div>
    )
  }

  const { data: tickets, listings, resaleFeePercentage } = load.resale
  const done = (text: string, eventId: number | null) => {
    setNotice({ text, eventId })
    void reload()
  }

  return (
    <div className="ts-sell" data-testid="sell-tickets">
      {notice ? (
        <p className="ts-sell-notice" role="status" data-testid="sell-notice">
          {notice.text} {notice.eventId ? <a href={`/ticketswitch?eventId=${notice.eventId}#kopen`}>{t('tsSell.viewOnSale')}</a> : null}
        </p>
      ) : null}
      <h3 className="ts-sell-heading">{t('tsSell.ticketsHeading')}</h3>
      {tickets.length === 0 ? <p className="ts-sell-note">{t('tsSell.none')}</p> : null}
      <ul className="ts-sell-tickets">
        {tickets.map((ticket) => (
          <TicketRow
            key={ticket.ticketId}
            ticket={ticket}
            proof={proof!}
            feePercentage={resaleFeePercentage}
            open={ticket.ticketId === focusTicketId}
            lang={lang}
            t={t}
            onListed={(message) => done(message, ticket.eventId)}
          />
        ))}
      </ul>
      {listings.length > 0 ? (
        <>
          <h3 className="ts-sell-heading">{t('tsSell.listingsHeading')}</h3>
          <ul className="ts-sell-listings">
            {listings.map((listing) => (
              <ListingRow
                key={listing.id}
                listing={listing}
                proof={proof!}
                lang={lang}
                t={t}
                onWithdrawn={(message) => done(message, null)}
              />
            ))}
          </ul>
        </>
      ) : null}
    </div>
  )
}

/** The reason a ticket cannot be sold, in the reader's language; an unknown code reads 'Kan niet worden doorverkocht'. */
function refusalText(t: Translate, code: SellableTicket['refusal']): string {
  if (!code) return ''
  const key = `tsSell.refusal.${code}` as SellKey
  const text = t(key)
  return text === key ? t('tsSell.refusal.other') : text
}

/**
 * A refusal in the reader's language: the API's own (Dutch) message on a Dutch page; elsewhere the refusal's
 * translation when the code is one of Ticketswitch's, else the API's message; anything but a 4xx: 'Dat lukte niet'.
 */
function failureMessage(
  t: Translate,
  lang: Language,
  status: number,
  message: string,
  code: TicketswitchErrorCode | null,
  maxPrice?: string
) {
  if (status < 400 || status >= 500 || !message) return t('tsSell.failed')
  if (lang === 'nl' || !code) return message
  if (code === 'TICKETSWITCH_PRICE_ABOVE_CAP')
    return maxPrice ? `${t('tsSell.priceAboveCap')} (${formatSrd(maxPrice)}).` : t('tsSell.priceAboveCap')
  const key = `tsSell.refusal.${code}` as SellKey
  const text = t(key)
  return text === key ? message : text
}

function TicketRow(props: {
  ticket: SellableTicket
  proof: SellerProof
  feePercentage: string
  open: boolean
  lang: Language
  t: Translate
  onListed: (message: string) => void
}) {
  const { ticket, proof, feePercentage, lang, t, onListed } = props
  const [open, setOpen] = useState(props.open && ticket.refusal === null)
  const sellable = ticket.refusal === null && ticket.listingId === null
  const headingId = `ts-ticket-${ticket.ticketId}`

  useEffect(() => {
    if (props.open) document.getElementById(headingId)?.scrollIntoView({ block: 'center' })
    // Once: the ticket the visitor came to sell.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  return (
    <li className={`ts-sell-ticket${open && sellable ? ' is-open' : ''}`} data-testid="sell-ticket" data-ticket-id={ticket.ticketId}>
      <div className="ts-sell-ticket-head">
        <div>
          <p className="ts-sell-event" id={headingId}>
            {ticket.eventTitle}
          </p>
          <p className="ts-sell-meta">
            {formatDateTime(ticket.eventStartDate, lang)} · {ticket.ticketTypeName} ·{' '}
            {Number(ticket.purchasePrice) > 0 ? t('tsSell.paidPrice', { price: formatSrd(ticket.purchasePrice) }) : t('tsSell.free')}
          </p>
          {!sellable ? (
            <p className={`ts-sell-refusal${ticket.listingId ? ' is-listed' : ''}`} data-testid="sell-refusal">
              {ticket.listingId ? t('tsSell.listedNote') : refusalText(t, ticket.refusal)}
            </p>
          ) : null}
        </div>
        {sellable && !open ? (
          <button type="button" className="button button-primary" onClick={() => setOpen(true)} data-testid="sell-open">
            {t('tsSell.sellThis')}
          </button>
        ) : null}
      </div>
      {sellable && open ? (
        <SellForm
          ticket={ticket}
          proof={proof}
          feePercentage={feePercentage}
          lang={lang}
          t={t}
          onCancel={() => setOpen(false)}
          onListed={onListed}
        />
      ) : null}
    </li>
  )
}

function SellForm(props: {
  ticket: SellableTicket
  proof: SellerProof
  feePercentage: string
  lang: Language
  t: Translate
  onCancel: () => void
  onListed: (message: string) => void
}) {
  const { ticket, proof, feePercentage, lang, t, onCancel, onListed } = props
  const [price, setPrice] = useState(ticket.purchasePrice)
  const [payout, setPayout] = useState('')
  const [errors, setErrors] = useState<{ price?: string; payout?: string; form?: string }>({})
  const [busy, setBusy] = useState(false)
  const figures = sellFigures(price, feePercentage)
  const id = (field: string) => `ts-${field}-${ticket.ticketId}`

  async function submit(event: FormEvent) {
    event.preventDefault()
    const found: typeof errors = {}
    if (figures.priceCents === null) found.price = t('tsSell.priceInvalid')
    if (!figures.isFree && figures.priceCents !== null && payout.trim() === '') found.payout = t('tsSell.payoutRequired')
    setErrors(found)
    if (found.price || found.payout) {
      document.getElementById(id(found.price ? 'price' : 'payout'))?.focus()
      return
    }
    setBusy(true)
    const result = await ticketswitchApi.list(proof, {
      ticketId: ticket.ticketId,
      listingPrice: figures.listingPrice,
      ...(figures.isFree ? {} : { payoutDetails: payout.trim() }),
    })
    setBusy(false)
    if (result.ok) return onListed(t('tsSell.listed'))
    const failure = result.failure as { error?: string; code?: string; maxPrice?: string }
    const code = ticketswitchCode(failure)
    const message = failureMessage(t, lang, result.status, result.failure.message, code, failure.maxPrice)
    if (code === 'TICKETSWITCH_PRICE_ABOVE_CAP' || result.failure.errors?.listingPrice) setErrors({ price: message })
    else if (result.failure.errors?.payoutDetails) setErrors({ payout: message })
    else setErrors({ form: message })
  }

  return (
    <form className="ts-sell-form" noValidate onSubmit={(event) => void submit(event)} data-testid="sell-form">
      <div className="ts-field">
        <label htmlFor={id('price')}>{t('tsSell.priceLabel')}</label>
        <input
          id={id('price')}
          name="listingPrice"
          inputMode="decimal"
          autoComplete="off"
          value={price}
          onChange={(event) => setPrice(event.target.value)}
          aria-invalid={errors.price ? true : undefined}
          aria-describedby={`${id('price')}-hint${errors.price ? ` ${id('price')}-error` : ''}`}
          data-testid="sell-price"
        />
        <p className="ts-hint" id={`${id('price')}-hint`}>
          {t('tsSell.priceHint', { price: formatSrd(ticket.purchasePrice) })}
        </p>
        {errors.price ? (
          <p className="auth-error" id={`${id('price')}-error`} role="alert" data-testid="sell-price-error">
            {errors.price}
          </p>
        ) : null}
      </div>
      {figures.isFree ? (
        <p className="ts-hint">{t('tsSell.freeNote')}</p>
      ) : (
        <div className="ts-field">
          <label htmlFor={id('payout')}>{t('tsSell.payoutLabel')}</label>
          <textarea
            id={id('payout')}
            name="payoutDetails"
            rows={2}
            maxLength={PAYOUT_DETAILS_MAX_LENGTH}
            placeholder={t('tsSell.payoutPlaceholder')}
            value={payout}
            onChange={(event) => setPayout(event.target.value)}
            aria-invalid={errors.payout ? true : undefined}
            aria-describedby={`${id('payout')}-hint${errors.payout ? ` ${id('payout')}-error` : ''}`}
            data-testid="sell-payout"
          />
          <p className="ts-hint" id={`${id('payout')}-hint`}>
            {t('tsSell.payoutHint')}
          </p>
          {errors.payout ? (
            <p className="auth-error" id={`${id('payout')}-error`} role="alert">
              {errors.payout}
            </p>
          ) : null}
        </div>
      )}
      {figures.priceCents !== null && !figures.isFree ? (
        <dl className="ts-sell-figures" data-testid="sell-figures">
          <div>
            <dt>{t('tsSell.listingPrice')}</dt>
            <dd>{formatSrd(figures.listingPrice)}</dd>
          </div>
          <div>
            <dt>{t('tsSell.fee', { percentage: Number(feePercentage).toLocaleString() })}</dt>
            <dd>− {formatSrd(figures.resaleFee)}</dd>
          </div>
          <div className="ts-sell-payout">
            <dt>{t('tsSell.payout')}</dt>
            <dd data-testid="sell-payout-amount">{formatSrd(figures.payoutAmount)}</dd>
          </div>
        </dl>
      ) : null}
      {!figures.isFree ? <p className="ts-hint">{t('tsSell.payoutWhen')}</p> : null}
      {errors.form ? (
        <p className="auth-error" role="alert" data-testid="sell-error">
          {errors.form}
        </p>
      ) : null}
      <div className="ts-sell-actions">
        <button type="button" className="button button-outline" onClick={onCancel}>
          {t('tsSell.cancel')}
        </button>
        <button type="submit" className="button button-primary" disabled={busy} aria-busy={busy} data-testid="sell-submit">
          {busy ? t('tsSell.submitting') : t('tsSell.submit')}
        </button>
      </div>
    </form>
  )
}

function ListingRow(props: {
  listing: SellerListing
  proof: SellerProof
  lang: Language
  t: Translate
  onWithdrawn: (message: string) => void
}) {
  const { listing, proof, lang, t, onWithdrawn } = props
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function withdraw() {
    setBusy(true)
    setError(null)
    const result = await ticketswitchApi.withdraw(proof, listing.id)
    setBusy(false)
    if (result.ok) return onWithdrawn(t('tsSell.withdrawn'))
    const code = ticketswitchCode(result.failure as { error?: string; code?: string })
    setError(failureMessage(t, lang, result.status, result.failure.message, code))
  }

  const paid = Number(listing.listingPrice) > 0
  return (
    <li
      className={`ts-sell-listing is-${listing.status}`}
      data-testid="seller-listing"
      data-listing-id={listing.id}
      data-ticket-id={listing.ticketId}
      data-status={listing.status}
    >
      <div className="ts-sell-ticket-head">
        <div>
          <p className="ts-sell-event">{listing.eventTitle}</p>
          <p className="ts-sell-meta">
            {formatDateTime(listing.eventStartDate, lang)} · {listing.ticketTypeName}
          </p>
          <p className="ts-sell-meta">
            <span className={`ts-status is-${listing.status}`} data-testid="seller-listing-status">
              {t(`tsSell.statusName.${listing.status}`)}
            </span>{' '}
            · {t('tsSell.listingPrice')} {paid ? formatSrd(listing.listingPrice) : t('tsSell.free')}
            {paid ? (
              <>
                {' '}
                · {t('tsSell.payoutAmount')} {formatSrd(listing.payoutAmount)}
              </>
            ) : null}
          </p>
          {listing.status === 'sold' ? (
            <p className="ts-sell-meta">
              {listing.soldAt ? t('tsSell.soldAt', { date: formatDateTime(listing.soldAt, lang) }) : null}
              {paid ? ` · ${t('tsSell.payoutStatus', { status: t(`tsSell.payoutName.${listing.payoutStatus}`) })}` : null}
            </p>
          ) : null}
          {listing.status === 'held' ? <p className="ts-hint">{t('tsSell.withdrawHeld')}</p> : null}
          {error ? (
            <p className="auth-error" role="alert">
              {error}
            </p>
          ) : null}
        </div>
        {listing.status === 'active' ? (
          <button
            type="button"
            className="button button-outline"
            disabled={busy}
            aria-busy={busy}
            onClick={() => void withdraw()}
            data-testid="withdraw-listing"
          >
            {busy ? t('tsSell.withdrawing') : t('tsSell.withdraw')}
          </button>
        ) : null}
      </div>
    </li>
  )
}
