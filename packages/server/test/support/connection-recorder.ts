import net from 'node:net';

/**
 * A TCP listener standing in for an internal service (an admin port, a cloud metadata endpoint): it records
 * every connection made to it and closes it at once. Test that the server never calls it.
 */
export async function startConnectionRecorder(port: number, host = '127.0.0.1') {
  const connections: string[] = [];
  const server = net.createServer((socket) => {
    connections.push(`${socket.remoteAddress}:${socket.remotePort}`);
    socket.destroy();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error) => reject(new Error(`cannot listen on ${host}:${port} to watch for connections: ${String(error)}`)));
    server.listen({ port, host, exclusive: true }, resolve);
  });
  return {
    connections,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
