/** Real HTTP servers on the loopback address for tests that stand in for a local service (the print plug-in). */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** Servers started by `listenLocal`, closed together by `closeLocalServers`. */
const servers: http.Server[] = [];

/** Starts a server with `handler` on a free loopback port and returns the port. */
export async function listenLocal(handler: http.RequestListener): Promise<number> {
  const server = http.createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/** A port that was free a moment ago: nothing listens there now. */
export async function closedLocalPort(): Promise<number> {
  const spare = http.createServer();
  await new Promise<void>((resolve) => spare.listen(0, '127.0.0.1', resolve));
  const { port } = spare.address() as AddressInfo;
  await new Promise((resolve) => spare.close(resolve));
  return port;
}

export async function closeLocalServers(): Promise<void> {
  for (const server of servers) server.closeAllConnections();
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
}
