import { Button, Form, Input, Space } from 'antd';
import { useCustomMutation } from '@refinedev/core';
import { SMS_CODE_LENGTH, SMS_CODE_RESEND_SECONDS } from '../../../src/config/account';
import type { SendCodeButton } from '../../../src/screen-model/types';
import { useT } from '../../../src/i18n';
import { useCountdown } from './useCountdown';

interface SmsCodeInputProps {
  sendCode: SendCodeButton | undefined;
  placeholder: string;
  disabled?: boolean;
  /** value, onChange, id… from the Form.Item. */
  [control: string]: unknown;
}

/**
 * A short-message code input with 获取验证码: the phone field is validated first, the code is sent through
 * Refine, and the button counts down 60 s before it can send again (the server refuses earlier ones).
 */
export function SmsCodeInput({ sendCode, placeholder, disabled, ...control }: SmsCodeInputProps) {
  const t = useT();
  const form = Form.useFormInstance();
  const { mutate, mutation } = useCustomMutation();
  const { left, start } = useCountdown();

  const send = async () => {
    if (!sendCode) return;
    try {
      await form.validateFields([sendCode.phoneField]);
    } catch {
      return; // The phone field shows what is wrong.
    }
    mutate(
      {
        url: sendCode.api,
        method: 'post',
        values: { phone: form.getFieldValue(sendCode.phoneField) as unknown },
        successNotification: () => ({ type: 'success', message: t('generic.codeSent') }),
        // Server refusals (e.g. 请60秒后再试) are shown by the HTTP layer.
        errorNotification: false,
      },
      { onSuccess: () => start(SMS_CODE_RESEND_SECONDS) },
    );
  };

  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input {...control} placeholder={placeholder} disabled={disabled} maxLength={SMS_CODE_LENGTH} inputMode="numeric" autoComplete="one-time-code" />
      <Button onClick={() => void send()} loading={mutation.isPending} disabled={disabled || !sendCode || left > 0} style={{ minWidth: 128 }}>
        {left > 0 ? t('generic.resendIn', { seconds: left }) : t('generic.sendCode')}
      </Button>
    </Space.Compact>
  );
}
