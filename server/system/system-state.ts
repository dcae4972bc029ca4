/** Operational settings: maintenance mode and notice, the reported version, the JWT secret. */
import { sanitizeNoticeHtml } from '../security/notice-html.js';
import { randomBytes } from 'node:crypto';
import type { SettingsStore } from '../db/settings.js';

export const DEFAULT_MAINTENANCE_NOTICE =
  '<h3>系统升级维护通知</h3>' +
  '<p>尊敬的用户：为提供更稳定、更高效的服务，系统将于今日 22:00 至次日 02:00 进行版本升级。' +
  '维护期间暂停下单、派单与结算等操作，已提交的订单不受影响。给您带来的不便，敬请谅解。</p>' +
  '<p>如有紧急业务，请联系客服热线 400-820-6688。</p>';

export const SYSTEM_NAME = '物流云供应链管理平台';

const KEYS = {
  maintenance: 'maintenance_enabled',
  notice: 'maintenance_notice',
  version: 'system_version',
  deployedVersion: 'deployed_app_version',
  jwtSecret: 'jwt_secret',
} as const;

export interface OpsState {
  maintenance: boolean;
  notice: string;
  version: string;
}

export class SystemState {
  constructor(private readonly settings: SettingsStore) {}

  /**
   * The version reported by system_info starts as the deployed app version. An ops override sticks
   * across restarts of the same build; a new build (different appVersion) resets it.
   */
  syncDeployedVersion(appVersion: string): void {
    if (this.settings.get(KEYS.deployedVersion) !== appVersion) {
      this.settings.set(KEYS.deployedVersion, appVersion);
      this.settings.set(KEYS.version, appVersion);
    }
  }

  /** A random secret created once and kept in the database, so tokens survive restarts. */
  persistentJwtSecret(): string {
    return this.settings.getOrCreate(KEYS.jwtSecret, () => randomBytes(48).toString('base64url'));
  }

  get maintenance(): boolean {
    return this.settings.get(KEYS.maintenance) === '1';
  }

  get notice(): string {
    return sanitizeNoticeHtml(this.settings.get(KEYS.notice) ?? DEFAULT_MAINTENANCE_NOTICE);
  }

  get version(): string {
    return this.settings.get(KEYS.version) ?? '0.0.0';
  }

  setMaintenance(enabled: boolean, notice?: string): void {
    this.settings.set(KEYS.maintenance, enabled ? '1' : '0');
    if (notice !== undefined) this.settings.set(KEYS.notice, sanitizeNoticeHtml(notice));
  }

  setVersion(version: string): void {
    this.settings.set(KEYS.version, version);
  }

  snapshot(): OpsState {
    return { maintenance: this.maintenance, notice: this.notice, version: this.version };
  }
}
