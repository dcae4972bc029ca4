import type { FormScreen, ListScreen, ShowScreen } from '../../../src/screen-model/types';

const STATUS = [
  { value: 1, label: '启用', color: 'success' },
  { value: 0, label: '停用', color: 'default' },
];

export const roleList: ListScreen = {
  $schema: '../../schemas/screen.schema.json',
  kind: 'list',
  path: '/saas/system/role/index',
  title: '角色管理',
  api: { resource: '/system/roles' },
  titleKey: 'name',
  filters: [
    { key: 'name', label: '角色名称', widget: 'text' },
    { key: 'status', label: '状态', widget: 'select', options: STATUS },
    { key: 'created_at', label: '创建时间', widget: 'dateRange' },
  ],
  columns: [
    { key: 'name', title: '角色名称', format: { name: 'link', to: '/saas/system/role/show/:id' } },
    { key: 'budget', title: '预算', format: { name: 'money' } },
    { key: 'status', title: '状态', format: { name: 'enum', options: STATUS } },
    { key: 'created_at', title: '创建时间', format: { name: 'datetime' } },
    { key: 'memo', title: '备注', ellipsis: true },
  ],
  toolbar: [
    { action: 'create', operation: 'add', label: '新增角色', to: '/saas/system/role/add' },
    { action: 'export', operation: 'export', label: '导出', api: '/system/roles/export', filePrefix: '角色' },
  ],
  rowActions: [
    { action: 'show', label: '查看', to: '/saas/system/role/show/:id' },
    { action: 'edit', operation: 'edit', label: '编辑', to: '/saas/system/role/update/:id' },
    { action: 'delete', operation: 'delete', label: '删除', confirm: '确定删除该角色吗？' },
  ],
};

export const roleRows = [
  {
    id: 7,
    name: '调度员',
    budget: 1234567.5,
    status: 1,
    created_at: '2024-03-05T08:09:10',
    memo: '负责华东区域所有干线与支线车辆的调度和异常处理工作',
  },
  { id: 8, name: '财务', budget: null, status: 0, created_at: '2024-03-06 10:00:00', memo: '' },
];

export const roleShow: ShowScreen = {
  $schema: '../../schemas/screen.schema.json',
  kind: 'show',
  path: '/saas/system/role/show/:id',
  title: '角色详情',
  api: { resource: '/system/roles' },
  sections: [
    {
      title: '基本信息',
      fields: [
        { key: 'name', label: '角色名称' },
        { key: 'status', label: '状态', format: { name: 'enum', options: STATUS } },
        { key: 'budget', label: '预算', format: { name: 'money' } },
      ],
    },
    {
      title: '其他',
      fields: [
        { key: 'created_at', label: '创建时间', format: { name: 'datetime' } },
        { key: 'owner.name', label: '负责人' },
        { key: 'tags', label: '订单标签', format: { name: 'tag' } },
      ],
    },
  ],
  editTo: '/saas/system/role/update/:id',
  backTo: '/saas/system/role/index',
};

export const roleForm: FormScreen = {
  $schema: '../../schemas/screen.schema.json',
  kind: 'form',
  path: '/saas/system/role/add',
  aliases: ['/saas/system/role/update/:id'],
  title: '新增角色',
  api: { resource: '/system/roles' },
  returnTo: '/saas/system/role/index',
  sections: [
    {
      title: '基本信息',
      fields: [
        { key: 'code', label: '角色编码', widget: 'text', rules: [{ name: 'required' }], readOnlyOnUpdate: true },
        { key: 'name', label: '角色名称', widget: 'text', rules: [{ name: 'required' }, { name: 'maxLength', max: 10 }] },
        { key: 'mobile', label: '联系手机', widget: 'text', rules: [{ name: 'mobile' }] },
        { key: 'status', label: '启用', widget: 'switch', defaultValue: 1 },
        {
          key: 'level',
          label: '级别',
          widget: 'select',
          options: [
            { value: 'A', label: '一级' },
            { value: 'B', label: '二级' },
          ],
          defaultValue: 'A',
        },
      ],
    },
    {
      title: '账号',
      fields: [
        { key: 'password', label: '初始密码', widget: 'password', createOnly: true },
        { key: 'memo', label: '备注', widget: 'textarea', span: 3 },
      ],
    },
  ],
};
