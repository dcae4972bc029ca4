import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/ensure-chromium';

const port = Number(process.env.E2E_PORT ?? 8181);

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: '.tmp/test-results',
  // Two workers share two cores with the server and the build; a long flow needs more than a minute.
  timeout: 120_000,
  // A first paint after a full page load can take over 10 s when both workers load chunks at once.
  expect: { timeout: 20_000 },
  fullyParallel: true,
  // Two cores: two browsers against the one server.
  workers: 2,
  // One retry: on two shared cores a journey can miss a timing once; the report lists it as flaky, not passed.
  retries: 1,
  // The JSON report keeps each test's and step's time, to see where a slow run spent it.
  reporter: [['list'], ['html', { outputFolder: '.tmp/playwright-report', open: 'never' }], ['json', { outputFile: '.tmp/playwright-results.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] },
    // Recorded on the retry only: tracing every first run (DOM snapshots, a screencast) costs CPU the
    // two cores lack, and a failure that is real fails its retry too, with the trace.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    locale: 'zh-CN',
  },
  projects: [
    { name: 'app', testIgnore: /maintenance\.spec\.ts/ },
    // Maintenance mode answers 503 to everyone: it runs alone, after the rest.
    { name: 'exclusive', testMatch: /maintenance\.spec\.ts/, dependencies: ['app'] },
  ],
  webServer: {
    // The server `npm start` runs, on a fresh database the e2e script has just removed.
    command: 'npm start',
    url: `http://127.0.0.1:${port}/api/map/help/system_info`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: { PORT: String(port), DATA_DIR: '.tmp/e2e-data' },
    stdout: 'pipe',
  },
});
