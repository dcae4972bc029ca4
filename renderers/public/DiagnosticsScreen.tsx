import { useState } from 'react';
import { Alert, Button, Descriptions, Space, Tag } from 'antd';
import { useCustom } from '@refinedev/core';
import { useNavigate } from 'react-router';
import dayjs from 'dayjs';
import type { ScreenRenderProps } from '../../src/app/composition';
import { useBrandStore } from '../../src/app/brand-store';
import { LOGIN_PATH } from '../../src/config/constants';
import { DATETIME_FORMAT } from '../../src/config/display';
import { apiBaseUrl, BUILD_VERSION } from '../../src/config/runtime';
import { SYSTEM_INFO_API, SYSTEM_INFO_CACHE_PARAM } from '../../src/config/watchers';
import { useT } from '../../src/i18n';
import { CenteredPage } from '../generic/CenteredPage';
import { DESCRIPTION_LABEL_STYLE } from './layout';
import './messages';

interface SystemInfo {
  version?: string;
  name?: string;
}

/** The API base URL as an absolute address, for support to read off a screenshot. */
function absoluteApiUrl(): string {
  try {
    return new URL(apiBaseUrl(), window.location.origin).toString();
  } catch {
    return apiBaseUrl();
  }
}

/** The server's system info (public), asked afresh on each check; `startedAt` times the answer. */
function useSystemInfo() {
  const [startedAt, setStartedAt] = useState(() => Date.now());
  const { query, result } = useCustom<SystemInfo>({
    url: SYSTEM_INFO_API,
    method: 'get',
    config: { query: { [SYSTEM_INFO_CACHE_PARAM]: startedAt } },
    queryOptions: { staleTime: 0, gcTime: 0, retry: false },
    // The page itself says whether the API answers.
    errorNotification: false,
  });
  const info = result.data as SystemInfo | undefined;
  const elapsed = query.isSuccess ? Math.max(0, query.dataUpdatedAt - startedAt) : undefined;
  return { query, info, elapsed, recheck: () => setStartedAt(Date.now()) };
}

/** /test: versions, the API address and whether the API answers — what support asks for first. */
export function DiagnosticsScreen({ entry }: ScreenRenderProps) {
  const t = useT();
  const navigate = useNavigate();
  const brand = useBrandStore((s) => s.brand);
  const { query, info, elapsed, recheck } = useSystemInfo();
  const serverVersion = info?.version;
  const apiStatus = query.isFetching ? (
    <Tag color="processing">{t('account.diagnostics.checking')}</Tag>
  ) : query.isSuccess ? (
    <Tag color="success">{t('account.diagnostics.reachable', { ms: elapsed ?? 0 })}</Tag>
  ) : (
    <Tag color="error">{t('account.diagnostics.unreachable')}</Tag>
  );
  const items = [
    { key: 'app', label: t('account.diagnostics.appVersion'), children: BUILD_VERSION },
    { key: 'server', label: t('account.diagnostics.serverVersion'), children: serverVersion ?? '—' },
    {
      key: 'match',
      label: t('account.diagnostics.versionMatch'),
      children: serverVersion === undefined ? '—' : serverVersion === BUILD_VERSION ? t('account.diagnostics.same') : t('account.diagnostics.different'),
    },
    { key: 'api', label: t('account.diagnostics.apiBaseUrl'), children: absoluteApiUrl() },
    { key: 'status', label: t('account.diagnostics.apiStatus'), children: apiStatus },
    { key: 'serverName', label: t('account.diagnostics.serverName'), children: info?.name ?? '—' },
    { key: 'system', label: t('account.diagnostics.system'), children: brand.systemName },
    { key: 'appCode', label: t('account.diagnostics.appCode'), children: brand.appCode },
    { key: 'host', label: t('account.diagnostics.host'), children: window.location.host },
    { key: 'browser', label: t('account.diagnostics.browser'), children: navigator.userAgent },
    { key: 'checked', label: t('account.diagnostics.checkedAt'), children: dayjs(query.dataUpdatedAt || Date.now()).format(DATETIME_FORMAT) },
  ];
  return (
    <CenteredPage title={entry.title}>
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Alert type="info" showIcon message={t('account.diagnostics.hint')} />
        <Descriptions bordered size="small" column={1} items={items} styles={{ label: DESCRIPTION_LABEL_STYLE }} />
        <Space>
          <Button type="primary" onClick={recheck} loading={query.isFetching}>{t('account.diagnostics.recheck')}</Button>
          <Button onClick={() => void navigate(LOGIN_PATH)}>{t('account.goLogin')}</Button>
        </Space>
      </Space>
    </CenteredPage>
  );
}
