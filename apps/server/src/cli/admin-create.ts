import { parseArgs } from 'node:util';
import { ZEmail, ZName, ZRoleInput } from '@serenade/contract';
import { buildApp } from '../app';
import { loadConfig } from '../config';

/** npm run admin:create -- --email a@b.c --password '...' [--name Ada] [--role superadmin] */
const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    name: { type: 'string' },
    role: { type: 'string', default: 'superadmin' },
  },
});

const fail = (msg: string): never => {
  console.error(`admin:create: ${msg}`);
  process.exit(2);
};

const email = ZEmail.safeParse(values.email ?? '');
if (!email.success) fail(`--email: ${email.error.issues[0]?.message}`);
if (!values.password) fail('--password is required');
const role = ZRoleInput.safeParse(values.role);
if (!role.success || role.data === 'user') fail('--role must be editor, admin or superadmin');
const name = ZName.safeParse(values.name ?? email.data!.split('@')[0]);
if (!name.success) fail(`--name: ${name.error.issues[0]?.message}`);

const app = await buildApp(loadConfig({ ...process.env, LOG_LEVEL: 'warn' }));
try {
  await app.ctx.auth.checkPasswordPolicy(values.password!);
  const user = await app.ctx.auth.createOrPromoteAdmin({
    email: email.data!,
    name: name.data!,
    password: values.password!,
    role: role.data!,
  });
  console.log(`admin:create: ${user.email} is now ${user.role}`);
} catch (err) {
  fail(err instanceof Error ? err.message : String(err));
} finally {
  await app.close();
}
