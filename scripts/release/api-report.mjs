// The committed reports of the public API (API Extractor: etc/groundwork-ui.api.md for the root
// entry, which holds tokens, layout, errors and runtime, and etc/groundwork-ui-hydration-overlay.api.md),
// read from dist-lib's declarations. `npm run api:check` (a step of npm test) fails when the built
// API differs from the committed report: a pull request that changes the API changes the report
// too, on purpose, and the reviewer sees the change. `npm run api:update` rewrites the reports.
// Reads dist-lib/: run `npm run build:lib` first.
import { Extractor, ExtractorConfig } from '@microsoft/api-extractor';
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const update = process.argv.includes('--update');
if (!existsSync(path.join(root, 'dist-lib/index.d.ts'))) {
  console.error('dist-lib/ is missing: run `npm run build:lib` first');
  process.exit(1);
}
let failed = false;
for (const file of ['etc/api-extractor.json', 'etc/api-extractor.hydration-overlay.json']) {
  const config = ExtractorConfig.loadFileAndPrepare(path.join(root, file));
  const result = Extractor.invoke(config, { localBuild: update, showVerboseMessages: false, messageCallback: (message) => (message.handled = message.logLevel === 'none') });
  const report = path.relative(root, config.reportFilePath);
  if (!result.succeeded) {
    failed = true;
    console.error(`✗ ${report}: ${result.apiReportChanged ? `the public API changed. Review the change, then \`npm run api:update\` and commit ${report} (the new report: ${path.relative(root, config.reportTempFilePath)})` : `${result.errorCount} errors, ${result.warningCount} warnings`}`);
  } else {
    console.log(`✓ ${report}: ${update && result.apiReportChanged ? 'updated' : 'unchanged'}`);
  }
}
process.exit(failed ? 1 : 0);
