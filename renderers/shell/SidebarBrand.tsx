import { useBrandStore } from '../../src/app/brand-store';
import { COLORS } from '../../src/config/theme';
import { NAVBAR_HEIGHT_PX } from '../../src/config/shell';

/** Logo and system name above the menu; collapsed, the logo alone. */
export function SidebarBrand({ collapsed }: { collapsed: boolean }) {
  const { systemName, logo } = useBrandStore((s) => s.brand);
  return (
    <div style={{ display: 'flex', alignItems: 'center', justifyContent: collapsed ? 'center' : 'flex-start', gap: 8, height: NAVBAR_HEIGHT_PX, padding: collapsed ? 0 : '0 16px', color: COLORS.sidebarText, overflow: 'hidden', whiteSpace: 'nowrap' }}>
      {collapsed ? logo && <img src={logo} alt="" width={28} height={28} /> : <strong data-testid="system-name">{systemName}</strong>}
    </div>
  );
}
