/** End-to-end suite: Debian's Chromium, a fresh build when stale, a fresh database, Playwright's runner. */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildIfStale, repoRoot } from './build-if-stale';
import { ensureChromium } from './ensure-chromium';

ensureChromium();
await buildIfStale();
rmSync(join(repoRoot, '.tmp', 'e2e-data'), { recursive: true, force: true });
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], { cwd: repoRoot, stdio: 'inherit' });
process.exit(result.status ?? 1);
