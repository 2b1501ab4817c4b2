// Node Firestore emulator for machines where the official one cannot run (it needs Java 21).
// One port serves gRPC (the server SDKs, through FIRESTORE_EMULATOR_HOST) and the official
// emulator's plain-HTTP helpers: `GET /` answers "Ok" and
// `DELETE /emulator/v1/projects/{p}/databases/{db}/documents` wipes that database.
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import {
  createServer as createHttpServer,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import { createServer as createNetServer, type AddressInfo, type Socket } from 'node:net';
import { dirname } from 'node:path';
import { Duplex } from 'node:stream';
import { Server, ServerCredentials } from '@grpc/grpc-js';
import { FirestoreServiceV1Impl } from '@firestore-emulator/server/dist/server/FirestoreServiceV1Impl';
import { FallbackFirestoreService } from './service';
import { DocumentStore, type ExportFile } from './store';
import { TransactionManager } from './transactions';

export interface FirestoreFallbackOptions {
  host?: string;
  port: number;
  importFile?: string;
  /** Lock wait before a transaction is aborted (default 10 s). */
  lockTimeoutMs?: number;
}

export interface FirestoreFallback {
  port: number;
  exportTo(file: string): Promise<void>;
  clear(): void;
  stop(): Promise<void>;
}

const HTTP2_PREFACE = Buffer.from('PRI * HTTP/2.0');
const RESET_PATH = /^\/emulator\/v1\/projects\/([^/]+)\/databases\/([^/]+)\/documents\/?$/;

/**
 * The socket as a stream that first yields the bytes already read to sniff the protocol. HTTP/2 and
 * HTTP/1 servers read a net.Socket's handle directly, so pushing the bytes back with unshift is lost.
 */
function replaying(socket: Socket, first: Buffer): Duplex {
  const stream = new Duplex({
    read(): void {
      socket.resume();
    },
    write(chunk: Buffer, _enc, cb): void {
      socket.write(chunk, cb);
    },
    final(cb): void {
      socket.end(cb);
    },
    destroy(err, cb): void {
      socket.destroy(err ?? undefined);
      cb(err);
    },
  });
  stream.push(first);
  socket.on('data', (d: Buffer) => {
    if (!stream.push(d)) socket.pause();
  });
  socket.on('end', () => stream.push(null));
  socket.on('error', (err) => stream.destroy(err));
  socket.on('close', () => stream.destroy());
  return stream;
}

export async function startFirestoreFallback(
  opts: FirestoreFallbackOptions,
): Promise<FirestoreFallback> {
  const host = opts.host ?? '127.0.0.1';
  const store = new DocumentStore();
  if (opts.importFile) {
    const text = await readFile(opts.importFile, 'utf8').catch((err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') return undefined; // first run: nothing exported yet
      throw err;
    });
    if (text !== undefined) store.importData(JSON.parse(text) as ExportFile);
  }
  const txs = new TransactionManager({
    lockTimeoutMs: opts.lockTimeoutMs ?? 10_000,
    idleTimeoutMs: 60_000,
  });

  const grpcServer = new Server();
  grpcServer.addService(
    FirestoreServiceV1Impl.definition,
    new FallbackFirestoreService(store, txs),
  );
  const injector = grpcServer.createConnectionInjector(ServerCredentials.createInsecure());

  const http = createHttpServer((req: IncomingMessage, res: ServerResponse) => {
    const reset = RESET_PATH.exec(req.url ?? '');
    if (req.method === 'DELETE' && reset) {
      store.clearDatabase(
        decodeURIComponent(reset[1] as string),
        decodeURIComponent(reset[2] as string),
      );
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    } else if (req.method === 'GET' && (req.url === '/' || req.url === '')) {
      res.writeHead(200, { 'content-type': 'text/plain' }).end('Ok');
    } else {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    }
  });

  // Sniff each connection: HTTP/2 (gRPC) goes to the gRPC server, anything else to the HTTP handler.
  const sockets = new Set<Socket>();
  const tcp = createNetServer((socket) => {
    sockets.add(socket);
    socket.setNoDelay(true); // gRPC sends small frames; Nagle would add ~40 ms to each call
    socket.on('close', () => sockets.delete(socket));
    socket.once('data', (chunk: Buffer) => {
      socket.pause();
      const prefix = chunk.subarray(0, Math.min(chunk.length, HTTP2_PREFACE.length));
      const stream = replaying(socket, chunk);
      if (HTTP2_PREFACE.subarray(0, prefix.length).equals(prefix))
        injector.injectConnection(stream);
      else http.emit('connection', stream);
    });
  });
  await new Promise<void>((resolve, reject) => {
    tcp.once('error', reject);
    tcp.listen(opts.port, host, () => {
      tcp.off('error', reject);
      resolve();
    });
  });
  const port = (tcp.address() as AddressInfo).port;

  return {
    port,
    async exportTo(file: string): Promise<void> {
      await mkdir(dirname(file), { recursive: true });
      const tmp = `${file}.${process.pid}.tmp`;
      await writeFile(tmp, JSON.stringify(store.exportData(), null, 1));
      await rename(tmp, file);
    },
    clear(): void {
      store.clear();
    },
    async stop(): Promise<void> {
      txs.stop();
      await new Promise<void>((resolve) => {
        tcp.close(() => resolve());
        for (const s of sockets) s.destroy();
      });
      injector.destroy();
      grpcServer.forceShutdown();
      http.close();
    },
  };
}
