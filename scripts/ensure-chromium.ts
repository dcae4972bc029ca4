import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

export const CHROMIUM_PATH = '/usr/bin/chromium';

/** Debian's Chromium, started as the machine requires (no sandbox as root, no background networking). */
export const CHROMIUM_ARGS: readonly string[] = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

/** Debian packages the browser tests need, each with a file that shows it is installed. */
const PACKAGES: ReadonlyArray<readonly [name: string, installedFile: string]> = [
  ['chromium', CHROMIUM_PATH],
  // A Chinese font, so screenshots show the product's text rather than empty boxes.
  ['fonts-wqy-microhei', '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc'],
];

/** Browsers cannot be downloaded here: install Debian's chromium (and a Chinese font) when missing. */
export function ensureChromium(): void {
  const missing = PACKAGES.filter(([, file]) => !existsSync(file)).map(([name]) => name);
  if (missing.length === 0) return;
  console.log(`Installing Debian packages for the end-to-end tests: ${missing.join(', ')}…`);
  const asRoot = process.getuid?.() === 0;
  const run = (args: string[]) => {
    const [command, ...rest] = asRoot ? args : ['sudo', ...args];
    const result = spawnSync(command!, rest, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (result.status !== 0) throw new Error(`${args.join(' ')} failed`);
  };
  run(['apt-get', 'update']);
  run(['apt-get', 'install', '-y', '--no-install-recommends', ...missing]);
}
