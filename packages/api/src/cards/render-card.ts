import { SHARE_CARD_SIZE } from '@modern-jobs/domain';
import { initWasm, Resvg } from '@resvg/resvg-wasm';
import satori, { type Font } from 'satori';
import { readCardAsset } from './card-assets.ts';
import type { CardNode } from './card-layout.ts';

interface Painter {
  fonts: Font[];
}

/** The rasterizer and fonts, loaded once per execution environment (~100 ms). */
let painter: Promise<Painter> | undefined;
function loadPainter(): Promise<Painter> {
  painter ??= (async () => {
    const [wasm, regular, bold] = await Promise.all([
      readCardAsset('resvg.wasm'),
      readCardAsset('inter-400.woff'),
      readCardAsset('inter-700.woff'),
    ]);
    await initWasm(wasm);
    return {
      fonts: [
        { name: 'Inter', data: regular, weight: 400, style: 'normal' },
        { name: 'Inter', data: bold, weight: 700, style: 'normal' },
      ],
    };
  })();
  painter.catch(() => {
    painter = undefined;
  });
  return painter;
}

/** A card as a 1200x630 PNG: laid out and turned into shapes by satori, rasterized by resvg. */
export async function renderCard(card: CardNode): Promise<Buffer> {
  const { fonts } = await loadPainter();
  const svg = await satori(card as Parameters<typeof satori>[0], { ...SHARE_CARD_SIZE, fonts });
  const png = new Resvg(svg, { fitTo: { mode: 'width', value: SHARE_CARD_SIZE.width } }).render().asPng();
  return Buffer.from(png);
}
