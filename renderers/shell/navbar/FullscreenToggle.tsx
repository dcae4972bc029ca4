import { memo, useEffect, useState } from 'react';
import { Button, Tooltip } from 'antd';
import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { useT } from '../../../src/i18n';
import { useFeedback } from '../../../src/app/feedback/useFeedback';

/** Full screen on and off (desktop only); a browser without the Fullscreen API gets a warning. */
export const FullscreenToggle = memo(function FullscreenToggle() {
  const t = useT();
  const { message } = useFeedback();
  const [active, setActive] = useState(() => !!document.fullscreenElement);
  useEffect(() => {
    const update = () => setActive(!!document.fullscreenElement);
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, []);
  const toggle = () => {
    if (!document.fullscreenEnabled) {
      void message.warning(t('navbar.fullscreenUnsupported'));
      return;
    }
    const change = document.fullscreenElement ? document.exitFullscreen() : document.documentElement.requestFullscreen();
    change.catch((error: unknown) => console.error('fullscreen', error));
  };
  const label = active ? t('navbar.exitFullscreen') : t('navbar.fullscreen');
  return (
    <Tooltip title={label}>
      <Button type="text" aria-label={label} icon={active ? <FullscreenExitOutlined /> : <FullscreenOutlined />} onClick={toggle} />
    </Tooltip>
  );
});
