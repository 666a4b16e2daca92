/*
 * Rules of rich text (notices, remarks) that the server's and the browser's sanitisers share; free of
 * schemas, so a page that only shows rich text loads no validation code.
 */

/** The data: addresses rich text may keep: raster pictures only (an SVG or a page inside one would pass the sanitisers unread). */
export const rasterDataUrl = /^data:image\/(?:png|jpe?g|gif|webp)[;,]/i;
