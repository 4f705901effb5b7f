/**
 * What a channel provider reports for one message. Providers never throw for a provider
 * problem; `permanent` marks an error a retry cannot fix (a rejected recipient), so the
 * outbox marks the message failed at once instead of retrying it.
 */
export type SendResult = { ok: true; providerMessageId: string | null } | { ok: false; error: string; permanent?: boolean }
