import net from 'node:net';

/**
 * A TCP proxy in front of PostgreSQL that can be frozen: while frozen it accepts connections and takes bytes
 * but passes nothing on, as a database that hangs (stopped process, dead network) would. Thawing delivers
 * what was held, in order.
 */
export async function startFreezableProxy(target: { host: string; port: number }) {
  let frozen = false;
  const held: Array<() => void> = [];
  const sockets = new Set<net.Socket>();

  const forward = (from: net.Socket, to: net.Socket) => {
    from.on('data', (chunk) => {
      const send = () => {
        if (!to.destroyed) to.write(chunk);
      };
      if (frozen) held.push(send);
      else send();
    });
    from.on('close', () => {
      if (frozen) held.push(() => to.destroy());
      else to.destroy();
    });
    from.on('error', () => undefined);
  };

  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    }
    forward(client, upstream);
    forward(upstream, client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;

  return {
    port,
    freeze() {
      frozen = true;
    },
    thaw() {
      frozen = false;
      for (const send of held.splice(0)) send();
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
