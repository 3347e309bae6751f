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
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { FunctionsHandler } from '@netlify/functions-dev'
import { useWarmInstances } from './warm-functions.mjs'

const invoke = FunctionsHandler.prototype.invoke
let patched = false
const pendingBuilds = new Set()

/**
 * Resolves when every function build started so far has finished. `npm start` waits for it
 * before saying it is ready, so stopping the server never cuts a build (and its output) short.
 */
export async function functionBuildsSettled() {
  while (pendingBuilds.size > 0) await Promise.allSettled([...pendingBuilds])
}

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

/** Every file of a build's output directory with its size: a later start checks them all. */
function outputFiles(dir) {
  const files = {}
  const walk = (current) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const path = join(current, entry.name)
      if (entry.isDirectory()) walk(path)
      // functions-dev rewrites the top-level package.json after the build.
      else if (entry.isFile() && !(current === dir && entry.name === 'package.json')) files[relative(dir, path)] = statSync(path).size
    }
  }
  walk(dir)
  return files
}

/** Whether an output directory still holds exactly what the build wrote (a killed build leaves it partial). */
function outputIntact(dir, files) {
  if (!files || !existsSync(dir)) return false
  return Object.entries(files).every(([file, size]) => {
    const path = join(dir, file)
    return existsSync(path) && statSync(path).size === size
  })
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
function persistentBuildCache(serveDir, root, cache) {
  const storePath = join(serveDir, 'airahead-builds.json')
  const store = readStore(storePath)
  const save = (key, result) => {
    const inputs = (result?.inputs ?? []).filter((file) => !file.includes('/node_modules/'))
    const print = fingerprint(root, inputs)
    if (!print) return
    if (!result?.path || !existsSync(result.path)) return
    const latest = readStore(storePath)
    latest[key] = { fingerprint: print, inputs, result, files: outputFiles(result.path) }
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
      if (!saved || !outputIntact(saved.result?.path, saved.files) || fingerprint(root, saved.inputs) !== saved.fingerprint) return undefined
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

/**
 * The directory this process builds functions into: the shared .netlify/functions-serve
 * (whose builds later starts reuse) unless another live `npm start` holds it — two processes
 * building into one directory break each other's functions — then a private one, removed
 * on exit.
 */
function ownServeDirectory(root) {
  const shared = join(root, '.netlify', 'functions-serve')
  mkdirSync(shared, { recursive: true })
  const lock = join(shared, 'airahead.lock')
  const holder = existsSync(lock) ? Number(readFileSync(lock, 'utf8')) : NaN
  let held = false
  if (Number.isInteger(holder) && holder !== process.pid) {
    try {
      process.kill(holder, 0)
      held = true
    } catch {
      held = false
    }
  }
  if (!held) {
    writeFileSync(lock, String(process.pid))
    process.once('exit', () => {
      try {
        if (readFileSync(lock, 'utf8') === String(process.pid)) rmSync(lock)
      } catch {
        // already gone
      }
    })
    return shared
  }
  const own = join(root, '.netlify', `functions-serve-${process.pid}`)
  process.once('exit', () => rmSync(own, { recursive: true, force: true }))
  return own
}

export function buildFunctionsOnce(root) {
  if (patched) return
  patched = true
  FunctionsHandler.prototype.invoke = function invokeAsBuilt(request, route, func) {
    // With no build directory, NetlifyFunction#invoke awaits its current build instead.
    this.globalBuildDirectory = undefined
    // One warm instance per function build instead of a new worker per request (scripts/warm-functions.mjs).
    useWarmInstances(func)
    return invoke.call(this, request, route, func, undefined)
  }
  // The registry class is not exported: reach its prototype through a handler that scans
  // nothing, and give each registry the persistent cache before its first build.
  const probe = new FunctionsHandler({ config: { get: () => ({}) }, destPath: join(root, '.netlify', 'functions-serve'), projectRoot: root, settings: {} })
  const registryPrototype = Object.getPrototypeOf(probe.registry)
  const build = registryPrototype.buildFunctionAndWatchFiles
  if (typeof build !== 'function') throw new Error('@netlify/functions-dev changed: update scripts/functions-build-once.mjs')
  const serveDir = ownServeDirectory(root)
  const wrapped = new WeakSet()
  registryPrototype.buildFunctionAndWatchFiles = function buildWithStore(...args) {
    if (!wrapped.has(this)) {
      wrapped.add(this)
      this.destPath = serveDir
      this.buildCache = persistentBuildCache(serveDir, root, this.buildCache)
    }
    const pending = Promise.resolve(build.apply(this, args))
    pendingBuilds.add(pending)
    void pending.finally(() => pendingBuilds.delete(pending)).catch(() => {})
    return pending
  }
}
