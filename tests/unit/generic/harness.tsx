import type { ReactElement, ReactNode } from 'react';
import { cleanup, configure, render, screen, type RenderResult } from '@testing-library/react';
import {
  Refine,
  type BaseRecord,
  type DataProvider,
  type NotificationProvider,
  type OpenNotificationParams,
} from '@refinedev/core';
import routerProvider from '@refinedev/react-router';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { useLanguageStore } from '../../../src/i18n';
import type { MenuEntry } from '../../../src/access/menu';
import { useMenuStore } from '../../../src/access/menu-store';
import { OPERATION_CODE_LIST, OPERATION_CODES, type OperationCode } from '../../../src/config/operation-codes';
import { GenericRendererContext, type GenericRendererServices } from '../../../renderers/generic';

type Method = 'getList' | 'getOne' | 'create' | 'update' | 'deleteOne' | 'custom';
/** What a data-provider method was called with (Refine's params object). */
export type CallParams = Record<string, unknown> & { resource?: string; url?: string };
type Handler = (params: CallParams) => unknown;

/** A data provider that answers only what a test expects and records every call. */
export interface FakeProvider {
  provider: DataProvider;
  /**
   * Answers `method` on `resource` (or `url` for custom). Like the real provider, a list with
   * `meta.listPath`, a create with `meta.createPath`, an update with `meta.updatePath` and a record read with `meta.getPath` are answered
   * by that path, not the resource.
   */
  on: (method: Method, resource: string, handler: Handler) => FakeProvider;
  calls: Array<{ method: Method; params: CallParams }>;
  callsOf: (method: Method) => CallParams[];
  /** Calls nobody expected; they throw in the provider and fail the test in `verifyFakes`. */
  unexpected: string[];
}

const created: FakeProvider[] = [];

/** The path the real provider (src/data/rest-provider.ts) would call for this method and params. */
function calledPath(method: Method, params: CallParams): string | undefined {
  const meta = (params.meta ?? {}) as { listPath?: unknown; createPath?: unknown; updatePath?: unknown; getPath?: unknown };
  const path = method === 'getList' ? meta.listPath : method === 'create' ? meta.createPath : method === 'update' ? meta.updatePath
    : method === 'getOne' ? meta.getPath : undefined;
  return typeof path === 'string' && path !== '' ? path : (params.resource ?? params.url);
}

export function fakeProvider(name: string): FakeProvider {
  const handlers = new Map<string, Handler>();
  const fake: FakeProvider = {
    provider: {} as DataProvider,
    calls: [],
    unexpected: [],
    on: (method, resource, handler) => {
      handlers.set(`${method} ${resource}`, handler);
      return fake;
    },
    callsOf: (method) => fake.calls.filter((call) => call.method === method).map((call) => call.params),
  };
  const answer = (method: Method) => async (params: CallParams) => {
    const key = `${method} ${calledPath(method, params)}`;
    fake.calls.push({ method, params });
    const handler = handlers.get(key);
    if (!handler) {
      fake.unexpected.push(key);
      throw new Error(`${name} data provider: unexpected call ${key}`);
    }
    return handler(params);
  };
  fake.provider = {
    getApiUrl: () => '',
    getList: answer('getList'),
    getOne: answer('getOne'),
    create: answer('create'),
    update: answer('update'),
    deleteOne: answer('deleteOne'),
    custom: answer('custom'),
  } as unknown as DataProvider;
  created.push(fake);
  return fake;
}

/** Fails when any fake provider of the test saw a call nobody expected; forgets the fakes. */
export function verifyFakes(): void {
  const unexpected = created.flatMap((fake) => fake.unexpected);
  created.length = 0;
  if (unexpected.length > 0) throw new Error(`Unexpected data provider calls: ${unexpected.join(', ')}`);
}

export function fakeNotifications() {
  return {
    open: vi.fn<(params: OpenNotificationParams) => void>(),
    close: vi.fn<(key: string) => void>(),
  } satisfies NotificationProvider;
}

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

export interface RenderOptions {
  /** Route pattern the screen is mounted on, and the URL opened first. */
  route: string;
  url: string;
  main: FakeProvider;
  table?: FakeProvider;
  /** The provider of calls whose failures are only logged (pickers). */
  quiet?: FakeProvider;
  /** The generic remote select's provider (a list url answering { success, data }). */
  remoteSelect?: FakeProvider;
  notifications?: NotificationProvider;
  services?: GenericRendererServices;
}

/** The whole Refine + router setup of the app around one screen; any other path shows the location. */
export function TestApp({ options, children }: { options: RenderOptions; children: ReactNode }) {
  const table = options.table ?? fakeProvider('table');
  const quiet = options.quiet ?? fakeProvider('quiet');
  const remoteSelect = options.remoteSelect ?? fakeProvider('remoteSelect');
  return (
    <MemoryRouter initialEntries={[options.url]}>
      <Refine
        dataProvider={{ default: options.main.provider, table: table.provider, quiet: quiet.provider, remoteSelect: remoteSelect.provider }}
        routerProvider={routerProvider}
        notificationProvider={options.notifications}
        options={{
          disableTelemetry: true,
          reactQuery: { clientConfig: { defaultOptions: { queries: { retry: false }, mutations: { retry: false } } } },
        }}
      >
        <GenericRendererContext.Provider value={options.services ?? { exportDownload: () => Promise.resolve() }}>
          <Routes>
            <Route path={options.route} element={children} />
            <Route path="*" element={<LocationProbe />} />
          </Routes>
        </GenericRendererContext.Provider>
      </Refine>
    </MemoryRouter>
  );
}

export function renderScreen(ui: ReactElement, options: RenderOptions): RenderResult {
  return render(<TestApp options={options}>{ui}</TestApp>);
}

/** Path shown after the screen navigated away. */
export async function findLocation(): Promise<string> {
  return (await screen.findByTestId('location')).textContent ?? '';
}

/** antd writes two-character Chinese button texts with a space between them. */
export function zh(text: string): RegExp {
  return new RegExp(`^\\s*${text.split('').join('\\s*')}\\s*$`);
}

export function useChinese(): void {
  useLanguageStore.setState({ language: 'zh' });
}

/**
 * A menu permission with one entry at `path` listing `codes` (as element codes), as the server sends it.
 * The default entry sits on no screen's route, so every screen falls back to its codes.
 */
export function menuGranting(codes: readonly OperationCode[], path = '/fixture/every-operation'): MenuEntry[] {
  return [{
    id: 1, pid: 0, path, name: '测试菜单', is_hidden: 1,
    menu_element_list: codes.map((code) => ({ code, name: OPERATION_CODES[code] })),
    menu_opration_list: [],
  }];
}

/** The account's menu permission for the next render (replaces the one every screen test starts with). */
export function grantMenu(entries: MenuEntry[]): void {
  useMenuStore.getState().setEntries(entries);
}

/**
 * The lifecycle every screen test file shares: Chinese texts, empty storage and a menu permission
 * granting every operation code before each test; after it, the DOM unmounted, the menu forgotten and
 * any data-provider call no test expected reported.
 */
export function setUpScreenTests(): void {
  beforeEach(() => {
    useChinese();
    window.localStorage.clear();
    grantMenu(menuGranting(OPERATION_CODE_LIST));
  });
  afterEach(() => {
    cleanup();
    useMenuStore.getState().reset();
    verifyFakes();
  });
}

/**
 * jsdom has no canvas: echarts measures text with a 2D context and estimates sizes without one. Answers
 * null (what jsdom answers) without its "not implemented" console noise, for the tests of one file.
 */
export function withoutCanvasContext(): void {
  const originalGetContext = HTMLCanvasElement.prototype.getContext;
  beforeAll(() => {
    HTMLCanvasElement.prototype.getContext = (() => null) as typeof originalGetContext;
  });
  afterAll(() => {
    HTMLCanvasElement.prototype.getContext = originalGetContext;
  });
}

/** A list response of the main convention, as the data provider returns it. */
export function listOf<T extends BaseRecord>(rows: T[], total = rows.length) {
  return { data: rows, total };
}

/** The first antd render of a file builds its styles and can take seconds on a loaded machine. */
export const SCREEN_TEST_TIMEOUT_MS = 60_000;

/**
 * findBy and waitFor give up after this long: a screen's chain of antd renders, Refine queries and
 * async validation can take several seconds when the machine is busy (the default is 1 s).
 */
configure({ asyncUtilTimeout: 10_000 });
