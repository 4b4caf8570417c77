// Loads editors/vscode/extension.js with stand-ins for `vscode` and `vscode-languageclient/node`
// (neither can be installed here), drives activate/deactivate, and checks the language
// configuration's patterns with JavaScript's RegExp, as VS Code compiles them. Prints one JSON
// report; Tests/Clients/test_vscode_extension.py runs it and reads the report.
'use strict';

const Module = require('module');
const path = require('path');
const fs = require('fs');

const folder = path.resolve(__dirname, '../../editors/vscode');
const events = [];
let settings = {};
let failStart = false;
const configListeners = [];
const commands = {};

const vscode = {
  workspace: {
    getConfiguration: (section) => ({ get: (key) => settings[`${section}.${key}`] }),
    onDidChangeConfiguration: (listener) => {
      configListeners.push(listener);
      return { dispose() {} };
    },
  },
  window: { showErrorMessage: (message) => events.push({ error: message }) },
  commands: {
    registerCommand: (name, callback) => {
      commands[name] = callback;
      return { dispose() {} };
    },
  },
};

class LanguageClient {
  constructor(id, name, serverOptions, clientOptions) {
    events.push({ constructed: { id, name, serverOptions, clientOptions } });
  }
  async start() {
    if (failStart) throw new Error('spawn shape ENOENT');
    events.push({ started: true });
  }
  async stop() {
    events.push({ stopped: true });
  }
}
const languageClient = { LanguageClient, TransportKind: { stdio: 0, ipc: 1, pipe: 2, socket: 3 } };

const originalLoad = Module._load;
Module._load = function (request, parent, isMain) {
  if (request === 'vscode') return vscode;
  if (request === 'vscode-languageclient/node') return languageClient;
  return originalLoad.call(this, request, parent, isMain);
};

function regexChecks() {
  const configuration = JSON.parse(fs.readFileSync(path.join(folder, 'language-configuration.json'), 'utf8'));
  const word = new RegExp(configuration.wordPattern.pattern, configuration.wordPattern.flags + 'g');
  const increase = new RegExp(configuration.indentationRules.increaseIndentPattern);
  const decrease = new RegExp(configuration.indentationRules.decreaseIndentPattern);
  const onEnter = new RegExp(configuration.onEnterRules[0].beforeText);
  const words = (line) => line.match(word) || [];
  const lines = [
    'container card = RoundedRectangle(cornerRadius: 24) {',
    'shape photo = X() {   // a photo',
    '    size 360 x 260',
    '}',
    '} else {',
    'let r = max(',
    '    ])',
    'print "}"',
  ];
  return {
    words: [words('let café_2 = photo.radii.topLeading * 2.5e-3 + _x'), words('size 360 x 260; π')],
    increase: lines.map((line) => increase.test(line)),
    decrease: lines.map((line) => decrease.test(line)),
    onEnter: [onEnter.test('  /// docs'), onEnter.test('  // plain')],
  };
}

async function main() {
  const extension = require(path.join(folder, 'extension.js'));
  const context = { subscriptions: [] };

  await extension.activate(context); // default setting
  settings = { 'shape.path': '/opt/shape/bin/shape' };
  for (const listener of configListeners) await listener({ affectsConfiguration: (key) => key === 'shape.path' });
  for (const listener of configListeners) await listener({ affectsConfiguration: () => false });
  await commands['shape.restartServer']();
  await extension.deactivate();
  failStart = true;
  await commands['shape.restartServer']();
  await extension.deactivate(); // nothing running: nothing to stop

  process.stdout.write(
    JSON.stringify({
      events,
      subscriptions: context.subscriptions.length,
      commands: Object.keys(commands),
      regex: regexChecks(),
    })
  );
}

main().catch((error) => {
  process.stderr.write(String(error && error.stack ? error.stack : error));
  process.exit(1);
});
