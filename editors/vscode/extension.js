// The Shape extension: the grammar and language configuration are declared in package.json; this
// file starts the language server, `shape lsp`, over standard input and output.
// Plain CommonJS, no build step: `npm install` in this folder brings vscode-languageclient.
'use strict';

const vscode = require('vscode');
const { LanguageClient, TransportKind } = require('vscode-languageclient/node');

/** @type {LanguageClient | undefined} */
let client;

/** The executable from the `shape.path` setting (default: `shape` on PATH). */
function shapeCommand() {
  const configured = vscode.workspace.getConfiguration('shape').get('path');
  return typeof configured === 'string' && configured.trim() !== '' ? configured.trim() : 'shape';
}

async function startClient() {
  const command = shapeCommand();
  /** @type {import('vscode-languageclient/node').ServerOptions} */
  const serverOptions = { command, args: ['lsp'], transport: TransportKind.stdio };
  /** @type {import('vscode-languageclient/node').LanguageClientOptions} */
  const clientOptions = {
    documentSelector: [
      { scheme: 'file', language: 'shape' },
      { scheme: 'untitled', language: 'shape' },
    ],
  };
  try {
    client = new LanguageClient('shape', 'Shape Language Server', serverOptions, clientOptions);
    await client.start();
  } catch (error) {
    client = undefined;
    const message = error instanceof Error ? error.message : String(error);
    vscode.window.showErrorMessage(
      `Shape: could not start the language server "${command} lsp": ${message}. ` +
        'Highlighting still works; set "shape.path" to the shape executable.'
    );
  }
}

async function stopClient() {
  const running = client;
  client = undefined;
  if (running) {
    await running.stop();
  }
}

/** @param {vscode.ExtensionContext} context */
async function activate(context) {
  context.subscriptions.push(
    vscode.commands.registerCommand('shape.restartServer', async () => {
      await stopClient();
      await startClient();
    }),
    vscode.workspace.onDidChangeConfiguration(async (event) => {
      if (event.affectsConfiguration('shape.path')) {
        await stopClient();
        await startClient();
      }
    })
  );
  await startClient();
}

function deactivate() {
  return stopClient();
}

module.exports = { activate, deactivate };
