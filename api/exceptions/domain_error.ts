/*
 * Domain errors name a key of the one message table (api/exceptions/messages.ts); the exception handler
 * turns one into an HTTP status and the SPEC's body. Services throw these, never HTTP responses.
 */
import { MESSAGES, textOf, type MessageKey, type MessageParams, type MessageRef, type NeedsParams } from '#exceptions/messages'

type Entry = { message: string; status?: number; code?: string; error?: string }

/** The keys of the table that are error answers (they carry an HTTP status). */
export type DomainErrorKey = { [K in MessageKey]: (typeof MESSAGES)[K] extends { status: number } ? K : never }[MessageKey]

type PublicCode<K extends DomainErrorKey> = (typeof MESSAGES)[K] extends { code: infer Code extends string } ? Code : K

/** The `code` an answer's body carries. */
export type DomainErrorCode = { [K in DomainErrorKey]: PublicCode<K> }[DomainErrorKey]

export interface DomainErrorOptions {
  /** The form field the text is about: the body's `errors` becomes { [field]: [text] }. */
  field?: string
  /** Another entry's text under this entry's status, code and title (e.g. a wrapped error's own text). */
  text?: MessageRef
  /** Extra fields for the JSON body, e.g. { requiresVerification: true } or { attemptsRemaining: 2 }. */
  details?: Record<string, unknown>
  /** Extra response headers, e.g. Retry-After. */
  headers?: Record<string, string>
}

/** Error keys whose text has nothing to fill in. */
type PlainErrorKey = { [K in DomainErrorKey]: NeedsParams<K> extends true ? never : K }[DomainErrorKey]

type ParamsOption<K extends MessageKey> = NeedsParams<K> extends true ? { params: MessageParams<K> } : { params?: undefined }

/** The options, required when the text has placeholders to fill. */
type OptionsFor<K extends DomainErrorKey> =
  NeedsParams<K> extends true ? [options: DomainErrorOptions & ParamsOption<K>] : [options?: DomainErrorOptions & ParamsOption<K>]

export class DomainError<K extends DomainErrorKey = DomainErrorKey> extends Error {
  readonly key: K
  /** What the text said: the key and its values (another error can say it again under its own code). */
  readonly ref: MessageRef
  readonly code: DomainErrorCode
  /** Extra fields for the JSON body, after `message`, `error` and `code` (a field's `errors` first). */
  readonly details: Record<string, unknown>
  readonly headers: Record<string, string>

  constructor(key: K, ...[options]: OptionsFor<K>) {
    const params: unknown = (options as { params?: unknown } | undefined)?.params
    const own = (params === undefined ? key : { key, params }) as unknown as MessageRef
    // Assigned, not `??`: a `??` of two MessageRef unions asks the checker for a subtype reduction too big to represent.
    let ref: MessageRef = own
    if (options?.text !== undefined) ref = options.text
    const message = textOf(ref)
    super(message)
    this.key = key
    this.ref = ref
    this.code = ((MESSAGES[key] as Entry).code ?? key) as DomainErrorCode
    const fieldErrors = options?.field === undefined ? {} : { errors: { [options.field]: [message] } }
    this.details = { ...fieldErrors, ...options?.details }
    this.headers = options?.headers ?? {}
  }

  /**
   * A refusal of several fields at once (a form's 422): every field with its texts, and the first text on top.
   * `key` gives the status, code and title.
   */
  static fields(key: PlainErrorKey, errors: Record<string, MessageRef[]>, details: Record<string, unknown> = {}): DomainError {
    let first: MessageRef = key as unknown as MessageRef
    const given = Object.values(errors).find((refs) => refs.length > 0)
    if (given) first = given[0]
    const texts = Object.fromEntries(Object.entries(errors).map(([field, refs]) => [field, refs.map(textOf)]))
    return new DomainError<PlainErrorKey>(key, { text: first, details: { errors: texts, ...details } })
  }

  get status(): number {
    return (MESSAGES[this.key] as Entry).status!
  }

  /** The `error` field: the entry's title, else the message. */
  get title(): string {
    return (MESSAGES[this.key] as Entry).error ?? this.message
  }
}
