import { createRequire } from 'node:module';

/**
 * Excel's quote-prefix cell style (`<xf quotePrefix="1">`): the cell shows its text as it is ('+90 533 …')
 * and Excel keeps it text even when someone edits it, so text that looks like a formula never becomes one.
 * exceljs 4.4 writes no such style, so its style table learns one flag here: a cell whose style carries
 * `quotePrefix: true` gets an xf entry with the attribute.
 */
type StylesXform = {
  prototype: {
    addStyleModel(this: StylesInstance, model: Record<string, unknown> | undefined, cellType?: number): number;
  };
};
type StylesInstance = { model: { styles: string[] }; index: { style: Record<string, number> } };

let installed = false;

export function installQuotePrefixStyle(): void {
  if (installed) return;
  installed = true;
  const require = createRequire(import.meta.url);
  const Styles = require('exceljs/lib/xlsx/xform/style/styles-xform.js') as StylesXform;
  const original = Styles.prototype.addStyleModel;
  Styles.prototype.addStyleModel = function (model, cellType) {
    if (!model?.quotePrefix) return original.call(this, model, cellType);
    const { quotePrefix: _flag, ...rest } = model;
    const plain = this.model.styles[original.call(this, rest, cellType)];
    const quoted = plain.replace(/^<xf /, '<xf quotePrefix="1" ');
    let index = this.index.style[quoted];
    if (index === undefined) {
      index = this.index.style[quoted] = this.model.styles.length;
      this.model.styles.push(quoted);
    }
    return index;
  };
}
