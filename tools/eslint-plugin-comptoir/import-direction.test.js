import path from 'node:path';
import { RuleTester } from 'eslint';
import { afterAll, describe, it } from 'vitest';
import rule from './import-direction.js';

RuleTester.afterAll = afterAll;
RuleTester.describe = describe;
RuleTester.it = it;

const root = path.resolve(import.meta.dirname, '../..');
const file = (rel) => path.join(root, rel);
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });

tester.run('import-direction', rule, {
  valid: [
    { filename: file('machines/src/drawer.ts'), code: "import { x } from '@comptoir/core';" },
    { filename: file('machines/src/drawer.ts'), code: "import { setup } from 'xstate';" },
    { filename: file('core/src/money.ts'), code: "import { z } from 'zod';" },
    { filename: file('core/src/money.test.ts'), code: "import fc from 'fast-check';" },
    { filename: file('machines/src/testing/graph-coverage.ts'), code: "import { getShortestPaths } from '@xstate/graph';" },
    { filename: file('core/vitest.config.ts'), code: "import { defineProject } from 'vitest/config';" },
    { filename: file('api/src/modules/cart/routes.ts'), code: "import { x } from '../catalogue/index.ts';" },
    { filename: file('api/src/modules/cart/routes.ts'), code: "import { x } from './service.ts';" },
    { filename: file('api/src/server.ts'), code: "import { generateDataset } from '@comptoir/fixtures';" },
    { filename: file('web/src/routes/home/page.tsx'), code: "import { x } from '../../features/search';" },
    { filename: file('web/src/features/cart/cart-page.test.tsx'), code: "import { mockFetchFromRecordings } from '@comptoir/fixtures';" },
    { filename: file('contract-tests/src/replay.ts'), code: "import { createApp } from '@comptoir/api';" },
  ],
  invalid: [
    { filename: file('core/src/money.ts'), code: "import { x } from '@comptoir/machines';", errors: 1 },
    { filename: file('core/src/money.ts'), code: "import fs from 'node:fs';", errors: 1 },
    { filename: file('core/src/money.ts'), code: "import React from 'react';", errors: 1 },
    { filename: file('machines/src/drawer.ts'), code: "import { x } from '@comptoir/api';", errors: 1 },
    { filename: file('web/src/main.tsx'), code: "import { x } from '@comptoir/api';", errors: 1 },
    { filename: file('web/src/main.tsx'), code: "import { generateDataset } from '@comptoir/fixtures';", errors: 1 },
    { filename: file('core/src/money.test.ts'), code: "import { generateDataset } from '@comptoir/fixtures';", errors: 1 },
    { filename: file('api/src/app.ts'), code: "import { x } from '@comptoir/web';", errors: 1 },
    { filename: file('contract-tests/src/x.ts'), code: "import { x } from '@comptoir/admin-console';", errors: 1 },
    { filename: file('web/src/main.tsx'), code: "import { x } from '../../core/src/money';", errors: 1 },
    { filename: file('api/src/modules/cart/service.ts'), code: "import { x } from '../catalogue/repo.ts';", errors: 1 },
    { filename: file('web/src/features/cart/a.ts'), code: "export * from '../search/internal/hook.ts';", errors: 1 },
  ],
});
