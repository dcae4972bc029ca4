/**
 * The reference server for a benchmark: the server `npm start` runs, in its own process, on a free
 * port with a fresh database in a temporary folder that is removed when it stops.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../scripts/build-if-stale';

export interface BenchServer {
  baseURL: string;
  /** The server's database file (a bench may seed extra rows into it). */
  dbFile: string;
  /** The server process's id (to read its CPU time). */
  pid: number;
  stop: () => Promise<void>;
}

const READY_PATH = '/api/map/help/system_info';
const READY_TIMEOUT_MS = 120_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilReady(url: string, exited: () => boolean): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exited()) throw new Error('the reference server exited before it was ready');
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the reference server did not answer ${url} within ${READY_TIMEOUT_MS / 1000} s`);
}

export interface ReferenceServerOptions {
  /** Port to listen on; a free one when not given. */
  port?: number;
  /** Folder holding the server/ to run (an older checkout, for a before/after bench); the repository by default. */
  root?: string;
  /** Extra node flags for the server process (e.g. --cpu-prof). */
  nodeArgs?: readonly string[];
}

/** Starts the server on the built app (build first: see scripts/build-if-stale). */
export async function startReferenceServer(options: ReferenceServerOptions = {}): Promise<BenchServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-data-'));
  const port = options.port ?? (await freePort());
  // One node process (tsx as a loader, not its CLI wrapper), so stopping it leaves nothing behind.
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), '--import', 'tsx', 'server/main.ts'], {
    cwd: options.root ?? repoRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exited = false;
  const done = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  void done.then(() => (exited = true));
  const stop = async () => {
    if (!exited) child.kill('SIGTERM');
    await done;
    rmSync(dataDir, { recursive: true, force: true });
  };
  const baseURL = `http://127.0.0.1:${port}`;
  try {
    await waitUntilReady(baseURL + READY_PATH, () => exited);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseURL, dbFile: join(dataDir, 'app.db'), pid: child.pid ?? 0, stop };
}
