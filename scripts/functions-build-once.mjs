// Two fixes to how @netlify/dev 4.18.13 (through @netlify/functions-dev 1.3.5) builds
// functions for `npm start`. See docs/decisions/006-local-function-builds.md.
//
// 1. It rebuilds a function — esbuild plus a node-file-trace of its dependencies — on
//    *every* invocation: its FunctionsHandler passes its build directory to each `invoke`.
//    On this machine that is 1-8 s per API request. The registry already builds every
//    function once at start and again when its files change (file watchers), so we invoke
//    the function as built.
// 2. Every start builds all functions from scratch (~50 s on 2 cores). We keep each
//    function's build result (zip-it-and-ship-it's answer, a small JSON object) next to its
//    output in .netlify/functions-serve, with a fingerprint of its source files, the lockfile
//    and netlify.toml; a later start whose fingerprint matches reuses the output on disk.
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { FunctionsHandler } from '@netlify/functions-dev'

const invoke = FunctionsHandler.prototype.invoke
let patched = false

/** Stats of the files a build depends on, hashed. Missing files make the build stale. */
function fingerprint(root, inputs) {
  const hash = createHash('sha256')
  for (const file of [...inputs, join(root, 'package-lock.json'), join(root, 'netlify.toml')].sort()) {
    if (!existsSync(file)) return null
    const stat = statSync(file)
    hash.update(`${file}:${stat.size}:${stat.mtimeMs}\n`)
  }
  return hash.digest('hex')
}

function readStore(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'))
  } catch {
    return {}
  }
}

/**
 * The registry's build cache, seen through a proxy: a build the store says is still good is
 * answered from the store (once; a later change rebuilds as usual), and every finished
 * build is written to the store.
 */
function persistentBuildCache(root, cache) {
  const storePath = join(root, '.netlify', 'functions-serve', 'airahead-builds.json')
  const store = readStore(storePath)
  const save = (key, result) => {
    const inputs = (result?.inputs ?? []).filter((file) => !file.includes('/node_modules/'))
    const print = fingerprint(root, inputs)
    if (!print) return
    const latest = readStore(storePath)
    latest[key] = { fingerprint: print, inputs, result }
    try {
      writeFileSync(storePath, JSON.stringify(latest))
    } catch {
      // The store is an optimisation: a start without it builds everything.
    }
  }
  return new Proxy(cache, {
    get(target, key) {
      if (typeof key !== 'string' || target[key] !== undefined || !key.startsWith('zisi-')) return target[key]
      const saved = store[key]
      delete store[key]
      const entry = saved?.result?.path ? join(saved.result.path, saved.result.entryFilename ?? '') : null
      if (!saved || !entry || !existsSync(entry) || fingerprint(root, saved.inputs) !== saved.fingerprint) return undefined
      target[key] = { task: Promise.resolve(saved.result), timestamp: Date.now() }
      // Only this build is answered from the store; the next (after a change) really builds.
      setTimeout(() => delete target[key], 0)
      return target[key]
    },
    set(target, key, value) {
      target[key] = value
      if (typeof key === 'string' && key.startsWith('zisi-') && value?.task) {
        value.task.then((result) => save(key, result), () => {})
      }
      return true
    },
  })
}

export function buildFunctionsOnce(root) {
  if (patched) return
  patched = true
  FunctionsHandler.prototype.invoke = function invokeAsBuilt(request, route, func) {
    // With no build directory, NetlifyFunction#invoke awaits its current build instead.
    this.globalBuildDirectory = undefined
    return invoke.call(this, request, route, func, undefined)
  }
  // The registry class is not exported: reach its prototype through a handler that scans
  // nothing, and give each registry the persistent cache before its first build.
  const probe = new FunctionsHandler({ config: { get: () => ({}) }, destPath: join(root, '.netlify', 'functions-serve'), projectRoot: root, settings: {} })
  const registryPrototype = Object.getPrototypeOf(probe.registry)
  const build = registryPrototype.buildFunctionAndWatchFiles
  if (typeof build !== 'function') throw new Error('@netlify/functions-dev changed: update scripts/functions-build-once.mjs')
  const wrapped = new WeakSet()
  registryPrototype.buildFunctionAndWatchFiles = function buildWithStore(...args) {
    if (!wrapped.has(this)) {
      wrapped.add(this)
      this.buildCache = persistentBuildCache(root, this.buildCache)
    }
    return build.apply(this, args)
  }
}
