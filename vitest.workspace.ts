// The list of vitest projects. Listed explicitly so Playwright specs (web/e2e, admin-console/e2e) are never picked up.
export const projects = [
  'core',
  'machines',
  'fixtures',
  'api',
  'web',
  'admin-console',
  'contract-tests',
  'tools/eslint-plugin-comptoir',
  'scripts',
];
