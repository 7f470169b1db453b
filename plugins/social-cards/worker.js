/**
 * A card-drawing thread (see renderCards in render.ts): Satori lays out the element tree the main
 * thread sends, resvg rasterizes it and encodes the PNG, all here, so the main thread stays free
 * for the other postBuild plugins and the fonts and Satori's garbage live and die with this
 * thread. Plain CommonJS, because worker threads do not go through the TypeScript loader.
 */
const { parentPort, workerData } = require('node:worker_threads');
const satori = require('satori').default;
const { Resvg } = require('@resvg/resvg-js');

const { fonts, width, height } = workerData;

parentPort.on('message', async ({ id, tree }) => {
  try {
    const svg = await satori(tree, { width, height, fonts });
    // Satori already turned the text into paths: resvg needs no fonts, and skips the system scan.
    const png = new Resvg(svg, { font: { loadSystemFonts: false } }).render().asPng();
    parentPort.postMessage({ id, png });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.stack : String(error) });
  }
});
