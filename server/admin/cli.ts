import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import { audit, CLI_ACTOR } from './audit';
import { isStaffRole, STAFF_ROLES } from './roles';
import { addStaff, disableStaff, listStaff, resetStaff, setPassword, setPasswordLink, StaffError } from './staff';
import { SET_PASSWORD_HOURS } from '#src/admin/limits';
import type { PasswordProblem } from '#src/admin/password-rule';
import { passwordProblem } from './password-strength';
import { adminT } from './i18n';
import { runCommand } from '../operations/run-command';

/**
 * Staff accounts from the command line (`npm run staff -- …`): how the first admin is created on a
 * new server, and the way back in when every admin is locked out. Uses DATA_DIR / DATABASE_URL
 * like the server.
 */
const USAGE = `Usage:
  npm run staff -- add EMAIL --role ROLE [--name NAME] [--password-stdin]
  npm run staff -- list
  npm run staff -- disable EMAIL
  npm run staff -- reset EMAIL
Roles: ${STAFF_ROLES.join(', ')}`;

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}

/** The staff password rule's reason, in the command line's language (English, as its other messages). */
function refusal(problem: PasswordProblem): string {
  return `Password refused: ${adminT('en')(`validation:${problem.key}`, problem.params)}.`;
}

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { role: { type: 'string' }, name: { type: 'string' }, 'password-stdin': { type: 'boolean' } },
  });
  const [command, email] = positionals;
  // Only the storage and PUBLIC_URL settings matter here: production-only rules about payments or
  // mail must not stop an operator from creating the first admin.
  const config = loadConfig({ ...process.env, NODE_ENV: 'development' });
  const database = openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await migrateToLatest(database.db);
    const db = database.db;
    const link = (token: string) =>
      `One-time link (valid ${SET_PASSWORD_HOURS} h) to choose a password:\n${setPasswordLink(config.PUBLIC_URL, token)}`;
    switch (command) {
      case 'add': {
        if (!email || !isStaffRole(values.role)) break;
        const password = values['password-stdin'] ? await readStdin() : null;
        // Checked before the member is added, so a refused password leaves no account behind.
        const problem = password === null ? null : passwordProblem(password);
        if (problem) {
          console.error(refusal(problem));
          return 1;
        }
        const { id, token } = await addStaff(db, { email, name: values.name ?? email, role: values.role });
        await audit(db, CLI_ACTOR, {
          action: 'create',
          entity: 'staff',
          entityId: id,
          after: { email, role: values.role },
        });
        if (password !== null) {
          await setPassword(db, id, password);
          console.log(
            `Added ${email} (${values.role}) with the given password; the second factor is set up at the first sign-in.`,
          );
        } else {
          console.log(`Added ${email} (${values.role}).\n${link(token)}`);
        }
        return 0;
      }
      case 'list': {
        for (const member of await listStaff(db)) {
          const state = member.disabled
            ? 'disabled'
            : !member.hasPassword
              ? 'invited'
              : member.hasSecondFactor
                ? 'active'
                : 'no second factor yet';
          console.log(`${member.email}\t${member.role}\t${state}\t${member.name}`);
        }
        return 0;
      }
      case 'disable': {
        if (!email) break;
        const id = await disableStaff(db, email);
        await audit(db, CLI_ACTOR, { action: 'disable', entity: 'staff', entityId: id });
        console.log(`Disabled ${email}; every session of theirs has ended.`);
        return 0;
      }
      case 'reset': {
        if (!email) break;
        const { id, token } = await resetStaff(db, email);
        await audit(db, CLI_ACTOR, { action: 'reset', entity: 'staff', entityId: id });
        console.log(`Reset ${email}: password and second factor cleared, sessions ended.\n${link(token)}`);
        return 0;
      }
    }
    console.error(USAGE);
    return 2;
  } catch (error) {
    if (error instanceof StaffError) {
      console.error(
        error.code === 'exists'
          ? 'A member with this email already exists.'
          : error.code === 'unknown'
            ? 'No member has this email.'
            : error.reason
              ? refusal(error.reason)
              : 'Refused.',
      );
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

runCommand(main);
