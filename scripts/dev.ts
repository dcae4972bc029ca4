/** `npm run dev`: the reference server plus Vite with hot reload, proxying /api and socket.io to it. */
import { spawn, type ChildProcess } from 'node:child_process';
import { repoRoot } from './build-if-stale';

const apiPort = process.env.PORT ?? '8080';
const children: ChildProcess[] = [
  spawn('npx', ['tsx', 'server/main.ts'], { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, PORT: apiPort } }),
  spawn('npx', ['vite'], { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, API_PORT: apiPort } }),
];

const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => { stop(); process.exitCode = code ?? 0; });
