// One warm function instance (scripts/warm-functions.mjs): imports the built function once,
// then answers every invocation the main thread sends, as a Netlify instance does.
import { createRequire } from 'node:module'
import { isMainThread, parentPort, workerData } from 'node:worker_threads'

if (isMainThread || !parentPort) throw new Error('warm-function-worker.mjs runs in a worker thread only')
const port = parentPort

// The same Lambda adapter, at the same version, @netlify/functions-dev invokes functions with.
const lambdaLocal = createRequire(workerData.functionsDevPath)('lambda-local')
lambdaLocal.getLogger().level = 'alert'

const lambdaFunc = await import(workerData.entryFilePath)

/** Statuses whose response has no body (fetch's null body statuses). */
const NULL_BODY_STATUS = new Set([101, 204, 205, 304])

/** A streamed body read to its end: the main thread gets bytes, not a stream. */
async function bodyOf(result) {
  const body = result?.body
  if (body === undefined || body === null || typeof body === 'string') return body
  if (NULL_BODY_STATUS.has(result.statusCode)) return null
  const chunks = []
  for await (const chunk of body) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk)
  return new Uint8Array(Buffer.concat(chunks))
}

port.on('message', async ({ id, event, clientContext, timeoutMs }) => {
  try {
    const result = await lambdaLocal.execute({ clientContext, event, lambdaFunc, region: 'dev', timeoutMs, verboseLevel: 3 })
    port.postMessage({ id, result: { ...result, body: await bodyOf(result) } })
  } catch (error) {
    const { name, message, stack } = error instanceof Error ? error : new Error(String(error))
    port.postMessage({ id, error: { name, message, stack } })
  }
})
