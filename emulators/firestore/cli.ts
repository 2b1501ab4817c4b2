// npx tsx emulators/firestore/cli.ts --port 8080 [--host 127.0.0.1] [--import FILE] [--export-on-exit FILE]
// Prints "Firestore fallback ready on HOST:PORT" once serving; on SIGINT/SIGTERM exports, then exits.
import { startFirestoreFallback } from './server';

interface CliArgs {
  host: string;
  port: number;
  importFile?: string;
  exportOnExit?: string;
}

function parseArgs(argv: string[]): CliArgs {
  const args: CliArgs = { host: '127.0.0.1', port: 8080 };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    const value = argv[i + 1];
    const need = (): string => {
      if (value === undefined || value.startsWith('--')) throw new Error(`${flag} needs a value`);
      i++;
      return value;
    };
    if (flag === '--port') args.port = Number(need());
    else if (flag === '--host') args.host = need();
    else if (flag === '--import') args.importFile = need();
    else if (flag === '--export-on-exit') args.exportOnExit = need();
    else throw new Error(`Unknown option ${flag}`);
  }
  if (!Number.isInteger(args.port) || args.port < 0)
    throw new Error('--port must be a port number');
  return args;
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const server = await startFirestoreFallback({
    host: args.host,
    port: args.port,
    importFile: args.importFile,
  });
  console.log(`Firestore fallback ready on ${args.host}:${server.port}`);

  let stopping = false;
  const shutdown = (signal: string): void => {
    if (stopping) return;
    stopping = true;
    void (async () => {
      try {
        if (args.exportOnExit) {
          await server.exportTo(args.exportOnExit);
          console.log(`Firestore fallback exported to ${args.exportOnExit}`);
        }
        await server.stop();
        process.exit(0);
      } catch (err) {
        console.error(`Firestore fallback failed to stop cleanly on ${signal}:`, err);
        process.exit(1);
      }
    })();
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((err: unknown) => {
  console.error('Firestore fallback failed to start:', err instanceof Error ? err.message : err);
  process.exit(1);
});
