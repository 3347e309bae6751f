import { connect, createServer, type AddressInfo, type Socket } from 'node:net'
import { SMTPServer } from 'smtp-server'
import type { Fault } from './faults'

/** How the fake answers: take every message, refuse recipients, or go silent after connecting. */
export type FakeSmtpMode = 'accept' | 'reject-recipient' | 'hang'

export interface ReceivedEmail {
  from: string
  to: string[]
  /** The raw message as the client sent it (headers and MIME body). */
  raw: string
  /** A header of the raw message, unfolded, or null. */
  header(name: string): string | null
}

export interface FakeSmtp {
  /** smtp://user:password@127.0.0.1:port (or without credentials when none are required). */
  url: string
  port: number
  received: ReceivedEmail[]
  setMode(mode: FakeSmtpMode): void
  /**
   * An upstream fault in SMTP's terms (null: none): `timeout` never greets, `server-error`
   * refuses the message with 554, `rate-limited` turns the connection away with 421 (SMTP's
   * "try again later"), `malformed` greets with something that is not SMTP, `slow` greets
   * after `delayMs` (default 300 ms), `trickle` sends its replies a byte at a time.
   */
  setFault(fault: Fault | null, options?: { delayMs?: number }): void
  close(): Promise<void>
}

export interface FakeSmtpOptions {
  /** When set, AUTH is required and only these credentials pass. */
  credentials?: { user: string; password: string }
}

/**
 * A fake SMTP server on 127.0.0.1 (smtp-server), for nodemailer to talk to as it would to a
 * real provider: plain SMTP without STARTTLS (so no test certificate is involved), optional
 * AUTH, and the recipient refusals and silences a real server can produce.
 */
export async function startFakeSmtp(options: FakeSmtpOptions = {}): Promise<FakeSmtp> {
  const received: ReceivedEmail[] = []
  let mode: FakeSmtpMode = 'accept'
  let fault: Fault | null = null
  let delayMs = 0
  const refusal = (message: string, responseCode: number) => Object.assign(new Error(message), { responseCode })
  const { credentials } = options
  const server = new SMTPServer({
    logger: false,
    disabledCommands: credentials ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    authOptional: !credentials,
    allowInsecureAuth: true,
    onConnect(_session, callback) {
      if (mode === 'hang' || fault === 'timeout') return // never greets: the client's greeting timeout must fire
      if (fault === 'rate-limited') return callback(refusal('4.7.0 Too many connections, try again later', 421))
      callback()
    },
    onAuth(auth, _session, callback) {
      if (auth.username === credentials?.user && auth.password === credentials?.password) return callback(null, { user: auth.username })
      callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }))
    },
    onRcptTo(_address, _session, callback) {
      if (mode === 'reject-recipient') return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }))
      callback()
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        if (fault === 'server-error') return callback(refusal('5.3.0 Transaction failed', 554))
        const raw = Buffer.concat(chunks).toString('utf8')
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          header: (name) => headerOf(raw, name),
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  const inner = (server.server.address() as AddressInfo).port
  // Clients connect to this front, which passes bytes through unless a fault is in force.
  const sockets = new Set<Socket>()
  const front = createServer((client) => {
    sockets.add(client)
    client.on('close', () => sockets.delete(client))
    client.on('error', () => client.destroy())
    if (fault === 'malformed') return void client.end('HTTP/1.1 400 Bad Request\r\ncontent-length: 0\r\n\r\n')
    const relay = () => {
      if (client.destroyed) return
      const upstream = connect(inner, '127.0.0.1')
      sockets.add(upstream)
      upstream.on('close', () => {
        sockets.delete(upstream)
        client.destroy()
      })
      upstream.on('error', () => upstream.destroy())
      client.on('close', () => upstream.destroy())
      client.pipe(upstream)
      if (fault === 'trickle') dribble(upstream, client, delayMs || 200)
      else upstream.pipe(client)
    }
    if (fault === 'slow') setTimeout(relay, delayMs || 300)
    else relay()
  })
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', () => resolve()))
  const { port } = front.address() as AddressInfo
  const auth = credentials ? `${encodeURIComponent(credentials.user)}:${encodeURIComponent(credentials.password)}@` : ''
  return {
    url: `smtp://${auth}127.0.0.1:${port}`,
    port,
    received,
    setMode: (next) => {
      mode = next
    },
    setFault: (next, options = {}) => {
      fault = next
      delayMs = options.delayMs ?? 0
    },
    close: async () => {
      for (const socket of sockets) socket.destroy()
      await new Promise<void>((resolve) => front.close(() => resolve()))
      await new Promise<void>((resolve) => {
        for (const connection of server.connections) connection.close()
        server.close(() => resolve())
      })
    },
  }
}

/** Passes `from`'s bytes to `to` one every `intervalMs`: a server that keeps talking, too slowly. */
function dribble(from: Socket, to: Socket, intervalMs: number): void {
  const pending: number[] = []
  from.on('data', (chunk: Buffer) => pending.push(...chunk))
  const timer = setInterval(() => {
    const byte = pending.shift()
    if (byte !== undefined && !to.destroyed) to.write(Buffer.from([byte]))
  }, intervalMs)
  to.on('close', () => clearInterval(timer))
  from.on('close', () => clearInterval(timer))
}

function headerOf(raw: string, name: string): string | null {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? ''
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ')
  const line = unfolded.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`))
  return line ? line.slice(name.length + 1).trim() : null
}
