import { compileMessage } from '@lingui/message-utils/compileMessage'
import MagicString from 'magic-string'
import type { Plugin } from 'vite'

interface Node {
  type: string
  start: number
  end: number
  [key: string]: unknown
}

/**
 * English needs no catalog (decision 280). Lingui's macros keep each message's English source
 * in the built code (`descriptorFields: 'message'`), and this plugin compiles each of those
 * ICU messages at build time, as `lingui compile` would, into the array form the runtime
 * formats without a message compiler: `{ id, message: "Hi {name}" }` becomes
 * `{ id, message: ["Hi ", ["name"]] }`. A reader of English downloads no catalog, and each
 * page's words stay in that page's chunk; another language's catalog is loaded on demand and
 * wins where it has the id. Only object literals shaped as Lingui message descriptors (a
 * string `id` and a string `message`, nothing but descriptor keys) are touched.
 */
export function inlineCompiledMessages(): Plugin {
  return {
    name: 'airahead-inline-compiled-messages',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]src[\\/].*\.[jt]sx?$/, code: /message/ },
      handler(code, id) {
        if (id.includes('node_modules')) return null
        const edits = new MagicString(code)
        let changed = false
        walk(this.parse(code) as unknown as Node, (node) => {
          const literal = descriptorMessage(node)
          if (!literal) return
          edits.overwrite(literal.start, literal.end, JSON.stringify(compileMessage(literal.value as string)))
          changed = true
        })
        return changed ? { code: edits.toString(), map: edits.generateMap({ hires: true }) } : null
      },
    },
  }
}

const DESCRIPTOR_KEYS = new Set(['id', 'message', 'values', 'components', 'formats', 'context', 'comment'])

/** The `message` string literal of a Lingui message descriptor, else null. */
function descriptorMessage(node: Node): Node | null {
  if (node.type !== 'ObjectExpression') return null
  const properties = node.properties as Node[]
  let idIsString = false
  let message: Node | null = null
  for (const property of properties) {
    if (property.type !== 'Property' || property.computed) return null
    const key = property.key as Node
    const name = key.type === 'Identifier' ? (key.name as string) : key.type === 'Literal' ? String(key.value) : null
    if (name === null || !DESCRIPTOR_KEYS.has(name)) return null
    const value = property.value as Node
    const isString = value.type === 'Literal' && typeof value.value === 'string'
    if (name === 'id') idIsString = isString
    if (name === 'message') message = isString ? value : null
  }
  return idIsString ? message : null
}

function walk(node: unknown, visit: (node: Node) => void): void {
  if (Array.isArray(node)) {
    for (const child of node) walk(child, visit)
    return
  }
  if (node === null || typeof node !== 'object' || typeof (node as Node).type !== 'string') return
  visit(node as Node)
  for (const value of Object.values(node)) if (value !== null && typeof value === 'object') walk(value, visit)
}
