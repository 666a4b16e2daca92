import { createServer, connect, type AddressInfo, type Server, type Socket } from 'node:net';

/** A TCP proxy in front of a service that a test can cut and restore, to play an outage of that service. */
export class CutProxy {
  private server: Server | null = null;
  private sockets = new Set<Socket>();
  port = 0;

  constructor(private target: { host: string; port: number }) {}

  async open(): Promise<this> {
    this.server = createServer((client) => {
      const upstream = connect(this.target.port, this.target.host);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => socket.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
    return this;
  }

  /** Drops every connection and refuses new ones. */
  async cut(): Promise<void> {
    const closed = new Promise<void>((resolve) => this.server?.close(() => resolve()));
    for (const socket of this.sockets) socket.destroy();
    await closed;
    this.server = null;
  }

  async close(): Promise<void> {
    if (this.server) await this.cut();
  }
}
