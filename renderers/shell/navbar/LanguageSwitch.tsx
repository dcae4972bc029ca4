import { memo } from 'react';
import { Button, Dropdown, Tooltip, type MenuProps } from 'antd';
import { TranslationOutlined } from '@ant-design/icons';
import { LANGUAGES, useLanguageStore, useT, type Language } from '../../../src/i18n';

/** Chooses the UI language (en or zh), kept in the `language` cookie. */
export const LanguageSwitch = memo(function LanguageSwitch() {
  const t = useT();
  const language = useLanguageStore((s) => s.language);
  const setLanguage = useLanguageStore((s) => s.setLanguage);
  const items: MenuProps['items'] = LANGUAGES.map((code) => ({ key: code, label: t(`language.${code}`) }));
  return (
    <Dropdown
      trigger={['click']}
      menu={{ items, selectable: true, selectedKeys: [language], onClick: ({ key }) => setLanguage(key as Language) }}
    >
      <Tooltip title={t('navbar.language')} placement="left">
        <Button type="text" aria-label={t('navbar.language')} icon={<TranslationOutlined />} />
      </Tooltip>
    </Dropdown>
  );
});
