import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The response a real HTTP client receives from a server that installs `layer` (one of the
 * production server's response layers, lib/server) and then answers with `respond`.
 */
export async function responseThroughLayer(
  layer: (res: ServerResponse) => void,
  respond: (res: ServerResponse) => void,
): Promise<IncomingMessage> {
  const server = createServer((_req, res) => {
    layer(res);
    respond(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    return await new Promise((resolve, reject) => {
      request({ port, host: '127.0.0.1', path: '/' }, (res) => {
        res.resume();
        resolve(res);
      })
        .on('error', reject)
        .end();
    });
  } finally {
    server.close();
  }
}
