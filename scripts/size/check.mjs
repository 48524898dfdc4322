// `npm run size`: measures every entry in budgets.mjs and fails when one is over its limit.
import { budgets } from './budgets.mjs';
import { formatFailures, formatReport, measure, overBudget } from './measure.mjs';
import { writeStackSize } from './readme-figures.mjs';

const results = [];
for (const budget of budgets) {
  const size = await measure(budget.entry);
  results.push({ ...budget, ...size });
}

console.log(formatReport(results));
if (writeStackSize(results) === 'written') console.log('\ndocs/package-readme.md: the Stack size sentence written from this run (commit it).');
const failures = overBudget(results);
if (failures.length > 0) {
  console.error(`\n${formatFailures(failures)}`);
  process.exit(1);
}
console.log(`\n${results.filter((r) => r.limit !== undefined).length} size budgets met.`);
