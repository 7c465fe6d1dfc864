import net from 'node:net';

/**
 * A TCP proxy in front of a server, which a test can cut off and restore: while cut, every open
 * connection is dropped and new ones are closed as soon as they arrive, as when the server
 * behind a load balancer goes down. Stalled, it forwards nothing and closes nothing, as a network
 * that silently drops packets.
 */
export interface TcpProxy {
  port: number;
  up(): void;
  cut(): void;
  stall(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }, { up = true } = {}): Promise<TcpProxy> {
  let open = up;
  let stalled = false;
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const server = net.createServer((client) => {
    track(client);
    if (!open) return void client.destroy();
    const upstream = net.connect(target);
    track(upstream);
    const forward = (from: net.Socket, to: net.Socket) => from.on('data', (chunk: Buffer) => stalled || to.write(chunk));
    forward(client, upstream);
    forward(upstream, client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const cut = () => {
    open = false;
    for (const socket of sockets) socket.destroy();
  };
  return {
    port: (server.address() as net.AddressInfo).port,
    up: () => {
      open = true;
      stalled = false;
    },
    cut,
    stall: () => {
      stalled = true;
    },
    close: () => {
      cut();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
