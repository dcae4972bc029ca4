import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

export const CHROMIUM_PATH = '/usr/bin/chromium';

/** Browsers cannot be downloaded here: install Debian's chromium package when it is missing. */
export function ensureChromium(): void {
  if (existsSync(CHROMIUM_PATH)) return;
  console.log('Installing Debian\'s chromium package for the end-to-end tests…');
  const asRoot = process.getuid?.() === 0;
  const run = (args: string[]) => {
    const [command, ...rest] = asRoot ? args : ['sudo', ...args];
    const result = spawnSync(command!, rest, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (result.status !== 0) throw new Error(`${args.join(' ')} failed`);
  };
  run(['apt-get', 'update']);
  run(['apt-get', 'install', '-y', '--no-install-recommends', 'chromium']);
}
