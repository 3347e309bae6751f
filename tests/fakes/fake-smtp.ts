import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

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
  const { credentials } = options
  const server = new SMTPServer({
    logger: false,
    disabledCommands: credentials ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    authOptional: !credentials,
    allowInsecureAuth: true,
    onConnect(_session, callback) {
      if (mode === 'hang') return // never greets: the client's greeting timeout must fire
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
  const { port } = server.server.address() as AddressInfo
  const auth = credentials ? `${encodeURIComponent(credentials.user)}:${encodeURIComponent(credentials.password)}@` : ''
  return {
    url: `smtp://${auth}127.0.0.1:${port}`,
    port,
    received,
    setMode: (next) => {
      mode = next
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const connection of server.connections) connection.close()
        server.close(() => resolve())
      }),
  }
}

function headerOf(raw: string, name: string): string | null {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? ''
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ')
  const line = unfolded.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`))
  return line ? line.slice(name.length + 1).trim() : null
}
