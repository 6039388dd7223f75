// Prints one closing line per vitest JSON report and a total: "N passed, N failed".
import fs from 'node:fs';

let passed = 0;
let failed = 0;
for (const file of process.argv.slice(2)) {
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  console.log(`${file}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
  passed += report.numPassedTests;
  failed += report.numFailedTests;
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
