import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on a free loopback port (no TLS, no login), handing each message's raw bytes to `onMessage`;
 * the message is acknowledged once that has finished. The integration tests parse what arrives, the end-to-end
 * server keeps it as files.
 */
export async function listenSmtp(onMessage: (raw: Buffer) => void | Promise<void>): Promise<{ url: string; close: () => Promise<void> }> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        Promise.resolve()
          .then(() => onMessage(Buffer.concat(chunks)))
          .then(() => callback(), callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return { url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
