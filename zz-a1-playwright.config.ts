// TEMPORARY (helper A1): run test/e2e/content-core.spec.ts against a dev server on :4311.
import { defineConfig } from '@playwright/test';
import base from './playwright.config';
export default defineConfig({ ...base, webServer: undefined, timeout: 90_000, outputDir: '/tmp/a1/e2e-out', use: { ...base.use, baseURL: 'http://127.0.0.1:4311' } });
