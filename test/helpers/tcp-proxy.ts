import { connect, createServer, type Socket } from 'node:net';

export interface TcpProxy {
  port: number;
  /** The far side goes away: every connection through the proxy is cut and new ones are refused. */
  cut(): Promise<void>;
}

/**
 * A loopback port that forwards to `target` (a database server), so a test can take the server
 * away from an app without stopping it for everyone else.
 */
export function tcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    // A cut connection errors on both sides; the test watches the app, not the proxy.
    socket.on('error', () => undefined);
  };
  const server = createServer((client) => {
    const upstream = connect(target.port, target.host);
    track(client);
    track(upstream);
    client.pipe(upstream).pipe(client);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({
        port,
        cut: () =>
          new Promise((done) => {
            server.close(() => done());
            for (const socket of sockets) socket.destroy();
          }),
      });
    });
  });
}
