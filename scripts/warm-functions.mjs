// Warm function instances for `npm start` (docs/decisions/095-load-and-warm-functions.md).
//
// @netlify/functions-dev 1.3.5 answers every request to a v2 function with a new worker
// thread that imports the whole function bundle, opens its own database pool and lingers
// until that pool idles out: about 1 s per request here, and 100 concurrent requests start
// 100 such workers (load average 60 on 2 cores, every request timed out). Netlify keeps an
// instance warm and reuses it. So do we: one worker per function build, importing the
// bundle once and answering every invocation; a rebuild (file watchers) replaces it.
import { createRequire } from 'node:module'
import { pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'

const functionsDevPath = import.meta.resolve('@netlify/functions-dev')
const { shouldBase64Encode } = await import(pathToFileURL(createRequire(functionsDevPath).resolve('@netlify/dev-utils')).href)
const WORKER = new URL('./warm-function-worker.mjs', import.meta.url)

/** The Lambda event @netlify/functions-dev makes of a request (its lambdaEventFromWebRequest). */
async function lambdaEvent(request, route) {
  const url = new URL(request.url)
  const queryStringParameters = {}
  const multiValueQueryStringParameters = {}
  url.searchParams.forEach((value, key) => {
    queryStringParameters[key] = queryStringParameters[key] ? `${queryStringParameters[key]},${value}` : value
    multiValueQueryStringParameters[key] = [...(multiValueQueryStringParameters[key] ?? []), value]
  })
  const headers = {}
  const multiValueHeaders = {}
  request.headers.forEach((value, key) => {
    headers[key] = value
    multiValueHeaders[key] = value.split(',').map((v) => v.trim())
  })
  return {
    rawUrl: url.toString(),
    rawQuery: url.search,
    path: url.pathname,
    httpMethod: request.method,
    headers,
    multiValueHeaders,
    queryStringParameters,
    multiValueQueryStringParameters,
    body: (await request.text()) || null,
    isBase64Encoded: shouldBase64Encode(request.headers.get('content-type') ?? ''),
    route,
  }
}

/** The web Response of a Lambda result (its webResponseFromLambdaResponse). */
function webResponse(result) {
  const headers = new Headers()
  for (const [name, value] of Object.entries(result.headers ?? {})) {
    if (value !== undefined) headers.set(name.toLowerCase(), String(value))
  }
  for (const [name, values] of Object.entries(result.multiValueHeaders ?? {})) {
    for (const value of values) headers.append(name.toLowerCase(), String(value))
  }
  return new Response(result.body, { headers, status: result.statusCode })
}

/** One worker that has imported one build of a function. */
function startInstance(entryFilePath) {
  const worker = new Worker(WORKER, { workerData: { entryFilePath, functionsDevPath } })
  const pending = new Map()
  let nextId = 0
  let retired = false
  const failAll = (error) => {
    for (const { reject } of pending.values()) reject(error)
    pending.clear()
  }
  worker.on('message', ({ id, result, error }) => {
    const call = pending.get(id)
    pending.delete(id)
    if (error) call?.reject(Object.assign(new Error(error.message), error))
    else call?.resolve(result)
    if (retired && pending.size === 0) void worker.terminate()
  })
  worker.on('error', (error) => {
    instance.dead = true
    failAll(error)
  })
  worker.on('exit', (code) => {
    instance.dead = true
    failAll(new Error(`the function's worker exited with code ${code}`))
  })
  const instance = {
    dead: false,
    invoke: (message) =>
      new Promise((resolve, reject) => {
        const id = nextId++
        pending.set(id, { resolve, reject })
        worker.postMessage({ ...message, id })
      }),
    /** Ends the worker once its last invocation has answered. */
    retire: () => {
      retired = true
      if (pending.size === 0) void worker.terminate()
    },
  }
  return instance
}

const patched = new WeakSet()

/**
 * Makes the runtime of `func` (one object shared by every Node.js function) invoke v2
 * functions in a warm instance per build. Other functions keep the runtime's own invocation.
 */
export function useWarmInstances(func) {
  const runtime = func.runtime
  if (!runtime || patched.has(runtime)) return
  if (typeof runtime.invokeFunction !== 'function') throw new Error('@netlify/functions-dev changed: update scripts/warm-functions.mjs')
  patched.add(runtime)
  const invokeCold = runtime.invokeFunction.bind(runtime)
  const instances = new WeakMap()
  const current = new Map()
  runtime.invokeFunction = async (args) => {
    const buildData = await args.func.getBuildData()
    if (buildData?.runtimeAPIVersion !== 2) return invokeCold(args)
    let instance = instances.get(buildData)
    if (!instance || instance.dead) {
      current.get(args.func.name)?.retire()
      instance = startInstance(pathToFileURL(buildData.buildPath ?? args.func.mainFile).href)
      instances.set(buildData, instance)
      current.set(args.func.name, instance)
    }
    const result = await instance.invoke({
      event: await lambdaEvent(args.request, args.route),
      clientContext: JSON.stringify(args.context),
      timeoutMs: args.timeout * 1000,
    })
    return webResponse(result)
  }
}
