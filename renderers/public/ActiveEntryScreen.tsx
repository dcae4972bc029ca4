import { useEffect, useRef } from 'react';
import { Button, Result, Spin, Typography } from 'antd';
import { useCustomMutation } from '@refinedev/core';
import { useNavigate, useSearchParams } from 'react-router';
import type { ScreenRenderProps } from '../../src/app/composition';
import { ACTIVATE_ACCOUNT_API, ACTIVATION_CODE_PARAM } from '../../src/config/account';
import { LOGIN_PATH } from '../../src/config/constants';
import { useT } from '../../src/i18n';
import { CenteredPage } from '../generic/CenteredPage';
import { errorText } from '../generic/form/values';
import './messages';

function LoginButton() {
  const t = useT();
  const navigate = useNavigate();
  return <Button type="primary" onClick={() => void navigate(LOGIN_PATH)}>{t('account.goLogin')}</Button>;
}

/** Activates the account of `code` once, then says how it went. */
function Activation({ code }: { code: string }) {
  const t = useT();
  const { mutate, mutation } = useCustomMutation<{ username?: string }>();
  const sent = useRef<string | undefined>(undefined);
  useEffect(() => {
    // One call per code, also when effects run twice.
    if (sent.current === code) return;
    sent.current = code;
    mutate({ url: ACTIVATE_ACCOUNT_API, method: 'post', values: { code }, successNotification: false, errorNotification: false });
  }, [code, mutate]);

  if (mutation.isSuccess) {
    const username = mutation.data?.data.username ?? '';
    return <Result status="success" title={t('account.activation.doneTitle')} subTitle={t('account.activation.doneHint', { username })} extra={<LoginButton />} />;
  }
  if (mutation.isError) {
    return (
      <Result
        status="error"
        title={t('account.activation.failedTitle')}
        subTitle={errorText(mutation.error) ?? t('account.activation.failedHint')}
        extra={<LoginButton />}
      />
    );
  }
  return (
    <div style={{ textAlign: 'center', padding: 48 }}>
      <Spin />
      <Typography.Paragraph type="secondary" style={{ marginTop: 16 }}>{t('account.activation.pending')}</Typography.Paragraph>
    </div>
  );
}

/** /active-entry?code=…: the page an activation message links to. */
export function ActiveEntryScreen({ entry }: ScreenRenderProps) {
  const t = useT();
  const [params] = useSearchParams();
  const code = params.get(ACTIVATION_CODE_PARAM)?.trim();
  return (
    <CenteredPage title={entry.title}>
      {code ? (
        <Activation code={code} />
      ) : (
        <Result status="warning" title={t('account.activation.missingTitle')} subTitle={t('account.activation.missingHint')} extra={<LoginButton />} />
      )}
    </CenteredPage>
  );
}
