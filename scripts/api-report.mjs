// The API report of every public entry of the published packages: API Extractor's snapshot of
// each entry's exported names and their types, read from the built `.d.ts` and kept in
// `packages/<package>/api/`. A difference from the checked-in report fails the run (part of
// `pnpm test:packages`), so every change to a package's surface is a reviewed one; after a
// deliberate change, `pnpm api:update` writes the new reports to commit with it.
// Run after `pnpm build`.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Extractor, ExtractorConfig } from '@microsoft/api-extractor';

const ROOT = resolve(import.meta.dirname, '..');
const PACKAGES = ['packages/api-client', 'packages/shop-ui', 'packages/admin-ui'];
const update = process.argv.includes('--update');

/** `shop-ui` for `.`, `shop-ui-screens` for `./screens`, `api-client-demo-data` for `./demo-data`. */
const reportName = (pkgName, subpath) =>
  [pkgName.split('/').pop(), ...subpath.split('/').slice(1)].join('-');

/** Every entry of a package's exports map that has types (not ./package.json, not a blocked path). */
function entries(dir) {
  const packageJson = join(ROOT, dir, 'package.json');
  const pkg = JSON.parse(readFileSync(packageJson, 'utf8'));
  return Object.entries(pkg.exports)
    .filter(([, conditions]) => conditions?.import?.types)
    .map(([subpath, conditions]) => ({
      dir: join(ROOT, dir),
      packageJson,
      subpath,
      label: `${pkg.name}${subpath.slice(1)}`,
      name: reportName(pkg.name, subpath),
      types: join(ROOT, dir, conditions.import.types),
    }));
}

function extractorConfig(entry, tempFolder) {
  return ExtractorConfig.prepare({
    configObject: {
      projectFolder: entry.dir,
      mainEntryPointFilePath: entry.types,
      compiler: {
        // The built declarations on their own, resolved as a consumer resolves them.
        overrideTsconfig: {
          compilerOptions: {
            module: 'nodenext',
            moduleResolution: 'nodenext',
            jsx: 'react-jsx',
            strict: true,
            skipLibCheck: true,
            types: [],
          },
          files: [entry.types],
        },
      },
      apiReport: {
        enabled: true,
        reportFileName: entry.name,
        reportFolder: join(entry.dir, 'api'),
        reportTempFolder: tempFolder,
        // A type an export refers to without exporting it (a prop's union) is part of the
        // surface too: the report spells it out, so changing it shows here.
        includeForgottenExports: true,
      },
      docModel: { enabled: false },
      dtsRollup: { enabled: false },
      tsdocMetadata: { enabled: false },
      messages: {
        compilerMessageReporting: { default: { logLevel: 'warning' } },
        extractorMessageReporting: {
          default: { logLevel: 'warning' },
          // No release tags (@public, @beta): everything an entry exports is public.
          'ae-missing-release-tag': { logLevel: 'none', addToApiReportFile: false },
          'ae-forgotten-export': { logLevel: 'none', addToApiReportFile: false },
          'ae-undocumented': { logLevel: 'none', addToApiReportFile: false },
        },
        tsdocMessageReporting: { default: { logLevel: 'none', addToApiReportFile: false } },
      },
    },
    configObjectFullPath: undefined,
    packageJsonFullPath: entry.packageJson,
  });
}

/** How many names an entry exports: its report declares each with a line of its own. */
const exportCount = (reportFile) =>
  (readFileSync(reportFile, 'utf8').match(/^export /gm) ?? []).length;

const tempFolder = mkdtempSync(join(tmpdir(), 'api-report-'));
const changed = [];
const failed = [];
try {
  for (const entry of PACKAGES.flatMap(entries)) {
    const config = extractorConfig(entry, tempFolder);
    if (update) mkdirSync(join(entry.dir, 'api'), { recursive: true });
    const problems = [];
    const result = Extractor.invoke(config, {
      localBuild: update,
      messageCallback(message) {
        // Its console lines (a changed report among them) are summed up below instead.
        const fromAnalysis = message.category !== 'console';
        if (fromAnalysis && (message.logLevel === 'error' || message.logLevel === 'warning')) {
          problems.push(message.formatMessageWithLocation(entry.dir));
        }
        message.handled = true;
      },
    });
    if (problems.length > 0 || (!result.succeeded && !result.apiReportChanged)) {
      failed.push(`${entry.label}:\n    ${problems.join('\n    ')}`);
    }
    if (result.apiReportChanged) {
      changed.push(entry);
      if (!update) {
        // The difference itself, for the CI log.
        spawnSync('diff', ['-u', config.reportFilePath, config.reportTempFilePath], {
          stdio: 'inherit',
        });
      }
    }
    const file =
      update || !result.apiReportChanged ? config.reportFilePath : config.reportTempFilePath;
    console.log(`${entry.label}: ${exportCount(file)} exports`);
  }
} finally {
  rmSync(tempFolder, { recursive: true, force: true });
}

if (failed.length > 0) {
  console.error(`API Extractor reported problems:\n  ${failed.join('\n  ')}`);
  process.exit(1);
}
if (changed.length > 0 && !update) {
  console.error(
    `The public API changed in ${changed.map((entry) => entry.label).join(', ')}.\n` +
      'Review the difference: run `pnpm api:update` and read `git diff packages/*/api/`; ' +
      'commit the reports with the change if it is meant.',
  );
  process.exit(1);
}
console.log(update ? `API reports written (${changed.length} changed).` : 'API reports match.');
