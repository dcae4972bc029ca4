/** Form screens: create and edit forms in sections of fields. */

import type { OperationCode } from '../../config/operation-codes.js';
import type { ApiPath, ApiRef, RoutePath } from './api.js';
import type { FormField } from './form-field.js';
import type { ScreenBase } from './screen-base.js';

/**
 * A group of form fields under an optional title, in a three-column grid.
 * @example {"title": "基本信息", "fields": [{"key": "name", "label": "名称", "widget": "text"}]}
 */
export interface FormSection {
  title?: string;
  fields: FormField[];
}

/**
 * A create form (route without `:id`) or edit form (with `:id`) in sections of fields.
 * @example {"$schema": "../../schemas/screen.schema.json", "path": "/saas/system/role/add", "aliases": ["/saas/system/role/update/:id"], "title": "新增角色", "kind": "form", "api": {"resource": "/system/roles"}, "sections": [{"fields": [{"key": "name", "label": "角色名称", "widget": "text", "rules": [{"name": "required"}]}]}], "returnTo": "/saas/system/role/index"}
 */
export interface FormScreen extends ScreenBase {
  /** A form screen: creates a record (a route without `:id`) or edits one (with `:id`). */
  kind: 'form';
  /**
   * Where the form reads and saves: a create POSTs `resource` (or `create`); an edit reads GET `resource/{id}`
   * (or `get`) and saves by PUT `resource/{id}` (or POST `update`).
   */
  api: ApiRef;
  /** The inputs in groups under optional titles, top to bottom, each group a three-column grid. */
  sections: FormSection[];
  /** Route opened after a successful save and by the cancel button. */
  returnTo: RoutePath;
  /**
   * Ask before unsaved input is left (温馨提示: 您输入的内容尚未保存，确定离开此页面吗?): when the user has
   * typed into the form and not saved, switching to another route or tab, closing or refreshing the
   * tab, and unloading the page ask first. Default false.
   */
  confirmLeave?: boolean;
  /**
   * The form only creates records, and saving needs this operation code instead of add — e.g. write_off
   * for 新增核销, bill for 生成账单: nothing edits those records through it (a write-off is reversed by
   * deleting it, a bill moves by its workflow).
   */
  createOperation?: OperationCode;
  /** Text of the submit button; default 保存. */
  submitLabel?: string;
  /** Message shown after a successful save; default 保存成功. */
  successMessage?: string;
  /**
   * GET here before a create is sent (not before an edit): an answer with code '0' lets the save go on;
   * a refusal stops it, its msg shows on the form and the typed input stays — e.g. a company's
   * sub-account limit ("/user/users/checkSubLimit").
   */
  createCheck?: ApiPath;
  /** The second button; default 取消, opening `returnTo`. */
  cancel?: FormLink;
  /**
   * "narrow": the form alone in a centered card, one field per row, under the brand name — for the
   * account pages outside the shell (sign-up, password reset). Default "page".
   */
  layout?: 'page' | 'narrow';
  /**
   * Prefills the form from the data of GET `load` instead of a record by `:id`, and saves by POST to
   * `api.resource` — for a record the caller has exactly one of, e.g. its own company details.
   */
  load?: ApiPath;
  /**
   * The form acts for the logged-in account (on a public route): without a session it asks the user to
   * log in or sign up and calls nothing.
   */
  requiresLogin?: boolean;
  /**
   * Done after a successful save, before `returnTo` opens. "storeSession": the reply carries a login
   * session as POST /login/login answers it (token or access_token, refresh_token, user); it becomes the
   * app's session, e.g. after a sign-up that logs the new account in.
   */
  afterSave?: 'storeSession';
}

/** A button or link to a route. */
export interface FormLink {
  label: string;
  to: RoutePath;
}
