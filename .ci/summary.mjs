// Prints one closing line per vitest JSON report and a total: "N passed, N failed".
import fs from 'node:fs';

let passed = 0;
let failed = 0;
const lines = [];
for (const file of process.argv.slice(2)) {
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  lines.push(`${file}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
  passed += report.numPassedTests;
  failed += report.numFailedTests;
}
lines.push(`${passed} passed, ${failed} failed`);
process.stdout.write(`${lines.join('\n')}\n`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
