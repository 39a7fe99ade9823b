/**
 * `npm test` without a browser (scripts/test.mjs, test/chromium.mjs): one line saying what
 * to install or set and a non-zero exit within seconds, never a cascade of failed tests;
 * and a Chrome or Chromium the person already has, in the usual places, is found.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { expect } from 'chai';
import { NO_BROWSER, findChromium } from '../../chromium.mjs';
import { repoRoot } from '../support/artefacts.js';

describe('npm test finds the browser first', () => {
  let home: string;
  beforeEach(() => {
    home = mkdtempSync(join(tmpdir(), 'elicit-home-'));
  });
  afterEach(() => rmSync(home, { recursive: true, force: true }));

  /** An executable file at `path` (under the fake home). */
  const fakeBrowser = (path: string) => {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, '#!/bin/sh\n');
    chmodSync(path, 0o755);
    return path;
  };

  it('should exit non-zero within seconds with one line when CHROME_PATH names nothing and nothing is found', () => {
    const started = Date.now();
    // Only node on PATH, an empty HOME: no browser anywhere the script looks but the system folders.
    const run = spawnSync(process.execPath, ['scripts/test.mjs'], {
      cwd: repoRoot,
      env: { CHROME_PATH: '/nonexistent', PATH: dirname(process.execPath), HOME: home },
      encoding: 'utf8',
      timeout: 20_000,
    });
    const elapsed = Date.now() - started;
    const lines = `${run.stdout}${run.stderr}`.split('\n').filter((line) => line.trim() !== '');
    expect(run.status, 'exit code').to.not.equal(0);
    expect(run.status).to.not.equal(null);
    expect(lines, 'the output').to.have.length(1);
    expect(lines[0]).to.contain('CHROME_PATH');
    expect(elapsed, 'ms').to.be.below(10_000);
  });

  it('should name what to install or set when no browser is anywhere', () => {
    const found = findChromium({ PATH: join(home, 'bin'), HOME: home }, []);
    expect(found).to.deep.equal({ problem: NO_BROWSER });
    expect(NO_BROWSER)
      .to.match(/apt install chromium/)
      .and.to.contain('CHROME_PATH')
      .and.not.contain('\n');
  });

  it('should refuse a CHROME_PATH that is a folder or not executable, without looking elsewhere', () => {
    const plain = join(home, 'chrome');
    writeFileSync(plain, '');
    fakeBrowser(join(home, 'bin', 'chromium'));
    for (const path of [home, plain]) {
      const found = findChromium({ CHROME_PATH: path, PATH: join(home, 'bin'), HOME: home }, []);
      expect(found.problem).to.contain(`CHROME_PATH=${path}`);
    }
    const chrome = fakeBrowser(join(home, 'my chrome'));
    expect(findChromium({ CHROME_PATH: chrome, HOME: home }, [])).to.deep.equal({ path: chrome });
  });

  it("should find a browser in the system folders, on PATH, in Playwright's cache (newest first) and in ~/Applications", () => {
    const system = fakeBrowser(join(home, 'usr', 'bin', 'chromium-browser'));
    expect(findChromium({ HOME: home }, [join(home, 'nope'), system]).path).to.equal(system);
    const onPath = fakeBrowser(join(home, 'bin', 'google-chrome'));
    expect(
      findChromium({ PATH: `${join(home, 'empty')}:${join(home, 'bin')}`, HOME: home }, []).path,
    ).to.equal(onPath);
    rmSync(onPath);
    fakeBrowser(join(home, '.cache', 'ms-playwright', 'chromium-999', 'chrome-linux', 'chrome'));
    const newest = fakeBrowser(
      join(home, '.cache', 'ms-playwright', 'chromium-1200', 'chrome-linux', 'chrome'),
    );
    expect(findChromium({ HOME: home }, []).path).to.equal(newest);
    rmSync(join(home, '.cache'), { recursive: true });
    const mac = fakeBrowser(
      join(home, 'Applications', 'Google Chrome.app', 'Contents', 'MacOS', 'Google Chrome'),
    );
    expect(findChromium({ HOME: home }, []).path).to.equal(mac);
  });
});
