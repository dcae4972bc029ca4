import { Button, Descriptions, Result, Space, Spin, Tag } from 'antd';
import { ClockCircleOutlined } from '@ant-design/icons';
import { useCustom } from '@refinedev/core';
import { useNavigate } from 'react-router';
import type { ReactNode } from 'react';
import type { ScreenRenderProps } from '../../src/app/composition';
import { COMPANY_AUDIT_API, COMPLETE_PROFILE_PATH, EDIT_COMPANY_PATH, type AuditStatus } from '../../src/config/account';
import { HOME_PATH, LOGOUT_PATH } from '../../src/config/constants';
import { useT } from '../../src/i18n';
import { getToken } from '../../src/session/token-store';
import { CenteredPage } from '../generic/CenteredPage';
import { DESCRIPTION_LABEL_STYLE } from './layout';
import { LoginRequired } from '../generic/LoginRequired';
import { isAuditStatus, type CompanyReview } from './company-review';
import './messages';

const STATUS_COLORS: Readonly<Record<AuditStatus, string>> = { UNSUBMITTED: 'default', PENDING: 'processing', APPROVED: 'success', REJECTED: 'error' };
const RESULT_STATUS: Readonly<Record<AuditStatus, 'info' | 'success' | 'error' | 'warning'>> = {
  UNSUBMITTED: 'warning', PENDING: 'info', APPROVED: 'success', REJECTED: 'error',
};

/** The buttons of each review state: complete, edit, refresh or enter the system. */
function ReviewActions({ status, refresh }: { status: AuditStatus; refresh: () => void }) {
  const t = useT();
  const navigate = useNavigate();
  const buttons: Record<AuditStatus, ReactNode> = {
    UNSUBMITTED: <Button type="primary" onClick={() => void navigate(COMPLETE_PROFILE_PATH)}>{t('account.review.complete')}</Button>,
    PENDING: (
      <>
        <Button type="primary" onClick={refresh}>{t('account.review.refresh')}</Button>
        <Button onClick={() => void navigate(EDIT_COMPANY_PATH)}>{t('account.review.edit')}</Button>
      </>
    ),
    REJECTED: <Button type="primary" onClick={() => void navigate(EDIT_COMPANY_PATH)}>{t('account.review.edit')}</Button>,
    // A full page load starts the app for this account: menu, routes and tabs.
    APPROVED: <Button type="primary" onClick={() => window.location.assign(HOME_PATH)}>{t('account.review.enter')}</Button>,
  };
  return (
    <Space wrap>
      {buttons[status]}
      <Button type="link" onClick={() => void navigate(LOGOUT_PATH)}>{t('account.review.logout')}</Button>
    </Space>
  );
}

function ReviewDetails({ review, status }: { review: CompanyReview; status: AuditStatus }) {
  const t = useT();
  const items = [
    { key: 'company', label: t('account.review.companyName'), children: review.company_name },
    { key: 'contact', label: t('account.review.contact'), children: review.contact_name },
    { key: 'phone', label: t('account.review.phone'), children: review.phone },
    { key: 'status', label: t('account.review.status'), children: <Tag color={STATUS_COLORS[status]}>{t(`account.status.${status}`)}</Tag> },
    { key: 'submitted', label: t('account.review.submittedAt'), children: review.submitted_at },
    { key: 'audited', label: t('account.review.auditedAt'), children: review.audited_at },
    {
      key: 'reason',
      label: t(status === 'REJECTED' ? 'account.review.reason' : 'account.review.remark'),
      children: review.audit_reason,
    },
  ].filter((item) => item.children !== undefined && item.children !== '');
  return <Descriptions bordered size="small" column={1} items={items} styles={{ label: DESCRIPTION_LABEL_STYLE }} />;
}

/** The review of the logged-in account's company, from GET /user/audit/company. */
function ReviewStatus() {
  const t = useT();
  const { query, result } = useCustom<CompanyReview>({
    url: COMPANY_AUDIT_API,
    method: 'get',
    queryOptions: { staleTime: 0, gcTime: 0 },
    // Server errors are already shown by the HTTP layer.
    errorNotification: false,
  });
  if (query.isLoading) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  const review = result.data as CompanyReview | undefined;
  const status = review?.audit_status;
  if (!review || !isAuditStatus(status)) {
    return <Result status="warning" title={t('account.review.loadFailed')} extra={<Button onClick={() => void query.refetch()}>{t('account.review.refresh')}</Button>} />;
  }
  return (
    <>
      <Result
        status={RESULT_STATUS[status]}
        icon={status === 'PENDING' ? <ClockCircleOutlined /> : undefined}
        title={t(`account.review.${status}.title`)}
        subTitle={t(`account.review.${status}.hint`)}
        extra={<ReviewActions status={status} refresh={() => void query.refetch()} />}
        style={{ paddingTop: 8 }}
      />
      <ReviewDetails review={review} status={status} />
    </>
  );
}

/**
 * /examining: where the review of the company's details stands, and what to do next. The card is titled
 * for the review as a whole; the result below it says where it stands.
 */
export function ExaminingScreen(_props: ScreenRenderProps) {
  const t = useT();
  return <CenteredPage title={t('account.review.heading')}>{getToken() ? <ReviewStatus /> : <LoginRequired />}</CenteredPage>;
}
