import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/**
 * Caps the connections one address holds at once (issue 49): past `cap`, a new connection from
 * it is closed before it is read, so one client cannot take the file descriptors every visitor
 * needs. Behind a reverse proxy every connection is the proxy's: raise the cap, or set 0 (none).
 */
export function limitConnectionsPerAddress(server: Server, cap: number): void {
  if (cap === 0) return;
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    const held = open.get(address) ?? 0;
    if (held >= cap) {
      socket.destroy();
      return;
    }
    open.set(address, held + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left === 0) open.delete(address);
      else open.set(address, left);
    });
  });
}
