/** The demo accounts table of README.md, from the accounts the reference server seeds. */
import { DEMO_PASSWORD, DEMO_USERS, type DemoUser } from '../server/users/demo-users';
import { ALL_PERMISSION_CODES } from '../server/users/permission-codes';
import { markdownTable } from './docs-blocks';

const holdsEveryCode = (user: DemoUser): boolean => ALL_PERMISSION_CODES.every((code) => user.permissions.includes(code));

function accountKind(user: DemoUser): string {
  if (user.is_main_user) return 'main account';
  const main = DEMO_USERS.find((other) => other.id === user.main_user_id);
  return `sub-account of \`${main?.username ?? user.main_user_id}\``;
}

export function renderDemoAccounts(): string {
  const rows = DEMO_USERS.map((user) => [
    `\`${user.username}\``,
    user.app_code,
    `${user.role_name} (${user.role.replace(/_/g, ' ')})`,
    accountKind(user),
    holdsEveryCode(user) ? 'every code' : user.permissions.map((code) => `\`${code}\``).join(', '),
    user.groups.map((group) => group.name).join(', '),
  ]);
  return [`All passwords are \`${DEMO_PASSWORD}\`.`, '', markdownTable(['user', 'variant', 'role', 'account', 'codes', '事业部'], rows)].join('\n');
}
