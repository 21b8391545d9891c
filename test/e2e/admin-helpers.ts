import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import SQLite from 'better-sqlite3';
import { expect, type Page } from '@playwright/test';
import { generate } from 'otplib';

/**
 * The back-office specs' common steps: a member added with the staff CLI (as on a new server), the
 * sign-in with password and a TOTP code generated here, and a screen opened by its hash route.
 */
const DATA_DIR = process.env.E2E_DATA_DIR ?? '';
const PASSWORD = 'a long enough e2e password';

export function addStaff(role: string): string {
  const email = `${role}-${randomUUID().slice(0, 8)}@example.org`;
  execFileSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'server/admin/cli.ts',
      'add',
      email,
      '--role',
      role,
      '--name',
      `E2E ${role}`,
      '--password-stdin',
    ],
    {
      input: PASSWORD,
      env: { ...process.env, DATA_DIR },
      stdio: ['pipe', 'ignore', 'inherit'],
    },
  );
  return email;
}

/** The e2e server's database (SQLite in its data folder). */
export function database(): SQLite.Database {
  return new SQLite(path.join(DATA_DIR, 'site.sqlite'));
}

/** Password, then the second factor's enrolment (the key shown on screen → a code), then the recovery codes. */
export async function signIn(page: Page, email: string, locale: 'ar' | 'en', password = PASSWORD): Promise<void> {
  await page.goto('/admin');
  await page.context().addCookies([{ name: 'i18n_redirected', value: locale, url: new URL(page.url()).origin }]);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
  await page.locator('input[name=email]').fill(email);
  await page.locator('input[name=password]').fill(password);
  await page.locator('button[type=submit]').click();
  // Shown in groups of four for typing by hand: the secret itself has no spaces.
  const secret = (await page.getByTestId('totp-secret').textContent())!.replace(/\s/g, '');
  await page.locator('input[name=code]').fill(await generate({ secret }));
  await page.locator('button[type=submit]').click();
  await expect(page.getByTestId('recovery-codes').locator('li')).toHaveCount(10);
  await page.getByRole('button', { name: locale === 'ar' ? 'حفظتها' : 'I have saved them' }).click();
  await expect(page.getByText(`E2E`).first()).toBeVisible();
  await expect(page).toHaveURL(/\/admin#\/$/);
}

/** A screen by its hash route, loaded afresh (no race with the redirect that follows signing in). */
export async function open(page: Page, hashPath: string): Promise<void> {
  await page.goto(`/admin#${hashPath}`);
  await page.reload();
}
