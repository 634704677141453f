import { configure } from '@testing-library/react';

// findBy… and waitFor give up after 1 s by default; beside the api's database suites on the 2-core machine a screen's
// answer can take longer. A text that never comes still fails, after 5 s.
configure({ asyncUtilTimeout: 5_000 });
