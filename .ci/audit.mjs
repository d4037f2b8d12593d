// CI's dependency audit: `npm audit --omit=dev --audit-level=high`, and where the registry refuses audits
// (it answers 405 to the bulk advisory call from this network), the checks that need no advisory service.
// Exit 0 when the production dependencies pass, 1 when they do not.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const run = (args) => spawnSync('npm', args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });

const audit = run(['audit', '--omit=dev', '--audit-level=high']);
const auditOutput = `${audit.stdout}${audit.stderr}`;
// When the registry answered, npm prints its report ("# npm audit report" …) or "found 0 vulnerabilities".
const answered = /# npm audit report|found 0 vulnerabilities/.test(auditOutput);
if (answered) {
  process.stdout.write(auditOutput);
  process.exit(audit.status === 0 ? 0 : 1);
}
const reason = auditOutput.split('\n').find((line) => /npm (warn|error) audit|ENOTFOUND|EAI_AGAIN|ECONNREFUSED/.test(line)) ?? 'no report';
process.stdout.write(`npm audit: the registry gave no advisory report (${reason.trim()}); running the offline checks instead.\n`);

let failed = false;

// 1. The installed production tree is exactly the lockfile's (npm ci verified every tarball's integrity).
const tree = run(['ls', '--omit=dev', '--all']);
if (tree.status !== 0) {
  failed = true;
  process.stdout.write(`npm ls --omit=dev --all: the installed tree does not match package-lock.json:\n${tree.stderr}\n`);
} else {
  process.stdout.write('npm ls --omit=dev --all: the production tree matches package-lock.json.\n');
}

// 2. No production dependency needs a newer Node than the one the project declares (root engines.node).
const lock = JSON.parse(readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8'));
const semver = createRequire(import.meta.url)('semver');
const declared = lock.packages['']?.engines?.node;
if (typeof declared !== 'string') {
  failed = true;
  process.stdout.write('package.json has no engines.node: the Node version the project supports is not declared.\n');
} else {
  const oldest = semver.minVersion(declared);
  const tooNew = Object.entries(lock.packages)
    .filter(([where, entry]) => where !== '' && !entry.dev && typeof entry.engines?.node === 'string')
    .filter(([, entry]) => !semver.satisfies(oldest, entry.engines.node))
    .map(([where, entry]) => `${where.replace(/^.*node_modules\//, '')}@${entry.version} needs Node ${entry.engines.node}`);
  if (tooNew.length > 0) {
    failed = true;
    process.stdout.write(`Production dependencies that need a newer Node than engines.node (${declared}):\n  ${tooNew.join('\n  ')}\n`);
  } else {
    process.stdout.write(`Every production dependency runs on Node ${oldest.version} (engines.node ${declared}).\n`);
  }
}

process.exit(failed ? 1 : 0);
