import { configure } from '@testing-library/react';

// findBy… and waitFor give up after 1 s by default. Beside the api's database suites on the 2-core machine, a screen's
// answer, or a language switch that imports the other catalogue, took more than 5 s once on CI (a loaded machine). A
// text that never comes still fails, after 15 s.
configure({ asyncUtilTimeout: 15_000 });
