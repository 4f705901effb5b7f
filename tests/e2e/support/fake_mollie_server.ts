/*
 * The fake Mollie (tests/helpers/fake_mollie.ts) as a standalone process for Playwright: a second webServer
 * entry starts it on a fixed port with a fixed key, which the app server gets as MOLLIE_API_URL/KEY.
 * GET /health answers 401 JSON (any answer tells Playwright it is up).
 */
import { startFakeMollie } from '../../helpers/fake_mollie.js'

const port = Number(process.env.FAKE_MOLLIE_PORT || 3483)
const apiKey = process.env.FAKE_MOLLIE_KEY || 'test_e2efakemolliekey00000000000'
// The fake calls the shop's webhook over plain HTTP; only the app server needs the TLS setting.
const mollie = await startFakeMollie({ port, apiKey, setEnv: false })
console.log(`fake Mollie at ${mollie.apiUrl}`)

const stop = () => void mollie.close().finally(() => process.exit(0))
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
