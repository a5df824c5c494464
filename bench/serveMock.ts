/**
 * Child process for bench/serverThroughput.ts: runs the mock legacy server on its own event
 * loop (so the load generator does not share a thread with it) and prints `READY <url>`.
 * Args: <port> <dataDir> <seedScale>.
 */
import { startServer } from '../mock-server/server';

async function main() {
  const [port, dataDir, seedScale] = process.argv.slice(2);
  const server = await startServer({
    port: Number(port),
    dataDir: dataDir!,
    seedScale: Number(seedScale),
    reset: true,
    quiet: true,
    tokenTtlSeconds: 3600, // outlive the whole benchmark
  });
  console.log(`READY ${server.url}`);
  const stop = () => void server.close().finally(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
