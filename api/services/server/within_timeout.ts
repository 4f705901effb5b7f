/**
 * The work's result, or a rejection with `error()` once `ms` have passed. The work itself is not
 * cancelled (for clients that take no AbortSignal); callers must cope with it finishing later.
 */
export function withinTimeout<T>(work: Promise<T>, ms: number, error: () => Error): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(error()), ms)
  })
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer))
}
